// Where a postal code is, roughly: the centre of its US 3-digit ZIP prefix or Canadian FSA (else its first
// letter), from the generated table, and great-circle distances between two such points.
import { CA_FSA, CA_FSA_LETTER, US_ZIP3 } from './postal-areas.data.js';

/** [latitude, longitude] in degrees. */
export type LatLon = readonly [number, number];

/** The approximate centre of a ZIP (or ZIP prefix) or Canadian postal code (or FSA), or null when unknown. */
export function areaCentre(code: string): LatLon | null {
  const v = code.trim().toUpperCase().replace(/\s+/g, '');
  if (/^\d{3}/.test(v)) return US_ZIP3[v.slice(0, 3)] ?? null;
  if (/^[A-Z]\d[A-Z]/.test(v)) return CA_FSA[v.slice(0, 3)] ?? CA_FSA_LETTER[v.charAt(0)] ?? null;
  return null;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
