// The dealer search: dealers of a brand near a ZIP or postal code, by distance from the code's area
// and by the service areas they list.
import { DEALER_RADIUS_MILES, type Dealer } from '../../../wire/services.js';
import type { DealerRecord } from './directory.js';
import { areaCentre, distanceMiles } from './postal-areas.js';

/** The area a ZIP or postal code falls in: the 5-digit ZIP, or a Canadian code's first three characters. */
export function areaOf(postalCode: string): string {
  const v = postalCode.trim().toUpperCase();
  return /^\d/.test(v) ? v.slice(0, 5) : v.slice(0, 3);
}

/** A dealer found by a search, with its distance in miles from the searched code's area. */
export interface DealerMatch {
  dealer: DealerRecord;
  distanceMiles: number;
}

/**
 * Dealers of a brand near a ZIP or postal code, nearest first (then by name): those whose base is within
 * `radiusMiles` of the code's area (a US 3-digit ZIP prefix, a Canadian FSA, else its first letter), and those
 * listing the code among their service areas whatever the distance.
 */
export function dealersNear(dealers: readonly DealerRecord[], brand: string, postalCode: string, radiusMiles = DEALER_RADIUS_MILES): DealerMatch[] {
  const area = areaOf(postalCode);
  const from = areaCentre(area);
  const matches: DealerMatch[] = [];
  for (const dealer of dealers) {
    if (dealer.brand !== brand) continue;
    const miles = from && dealer.location ? distanceMiles(from, dealer.location) : null;
    if (dealer.serviceAreas.some((a) => a.toUpperCase() === area)) matches.push({ dealer, distanceMiles: Math.round(miles ?? 0) });
    else if (miles !== null && miles <= radiusMiles) matches.push({ dealer, distanceMiles: Math.round(miles) });
  }
  return matches.sort((a, b) => a.distanceMiles - b.distanceMiles || a.dealer.name.localeCompare(b.dealer.name));
}

/** The public view of a found dealer (no brand, email, calendar or location), with its distance. */
export function publicDealer({ dealer, distanceMiles }: DealerMatch): Dealer {
  const { brand: _brand, email: _email, calendar: _calendar, location: _location, ...view } = dealer;
  return { ...view, distanceMiles };
}
