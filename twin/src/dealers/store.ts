import type { Database } from 'better-sqlite3';
import { DEALER_RADIUS_MILES, type ConsultationType, type Dealer } from '../../../wire/services.js';
import { areaCentre, distanceMiles, type LatLon } from './postal-areas.js';
import { contentFileDocs, type ContentSet } from '../catalogue/content.js';

/** A dealer's appointment calendar as content holds it. */
export interface DealerCalendar {
  timezone: string;
  /** Weekdays with appointments, 0 = Sunday. */
  weekdays: number[];
  /** Local start times (HH:MM) of the one-hour slots. */
  slots: string[];
  durationMinutes: number;
  /** First bookable day is this many days after today (dealer's zone). */
  leadDays: number;
  /** Last bookable day is this many days after today. */
  horizonDays: number;
}

/** A dealer with what only the twin sees (email, calendar). */
export interface DealerRecord extends Omit<Dealer, 'distanceMiles'> {
  brand: string;
  email: string;
  calendar: DealerCalendar;
  /** The dealer's base: content's geopoint, else the centre of its service areas; null when neither is known. */
  location: LatLon | null;
}

/** Tables of dealers and the areas (US ZIPs, Canadian postal-code prefixes) they serve. */
export function createDealerTables(db: Database): void {
  db.exec(`
    CREATE TABLE dealers (
      id TEXT PRIMARY KEY,
      brand TEXT NOT NULL,
      doc TEXT NOT NULL
    );
    CREATE TABLE dealer_areas (
      dealer_id TEXT NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
      area TEXT NOT NULL,
      PRIMARY KEY (area, dealer_id)
    );
  `);
}

// Independent dealers do not sell Yardwise service plans; the site shows the plan-unavailable notice.
const toRecord = (d: Record<string, any>): DealerRecord => ({
  id: d.slug.current,
  brand: d.brand,
  name: d.name,
  phone: d.phone,
  email: d.email,
  city: d.city,
  region: d.region,
  country: d.country,
  serviceAreas: d.serviceAreas,
  companyOwned: Boolean(d.companyOwned),
  planAvailable: Boolean(d.companyOwned),
  consultationTypes: d.consultationTypes as ConsultationType[],
  timezone: d.calendar.timezone,
  calendar: d.calendar,
  location: locationOf(d),
});

function locationOf(d: Record<string, any>): LatLon | null {
  const lat = Number(d.location?.lat);
  const lon = Number(d.location?.lng);
  if (d.location && Number.isFinite(lat) && Number.isFinite(lon)) return [lat, lon];
  const centres = (d.serviceAreas as string[]).map(areaCentre).filter((c): c is LatLon => c !== null);
  if (!centres.length) return null;
  return [centres.reduce((s, c) => s + c[0], 0) / centres.length, centres.reduce((s, c) => s + c[1], 0) / centres.length];
}

/** Loads the dealers of the content (`dealers.ndjson`, or the lake's): dealers are replaced, others kept. */
export function seedDealers(db: Database, content: ContentSet): void {
  const docs: Record<string, any>[] = contentFileDocs(content, /^dealers\.ndjson$/).filter((d) => d._type === 'dealer');
  const put = db.prepare('INSERT INTO dealers (id, brand, doc) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET brand = excluded.brand, doc = excluded.doc');
  const clearAreas = db.prepare('DELETE FROM dealer_areas WHERE dealer_id = ?');
  const putArea = db.prepare('INSERT OR IGNORE INTO dealer_areas (dealer_id, area) VALUES (?, ?)');
  db.transaction(() => {
    for (const d of docs) {
      const rec = toRecord(d);
      put.run(rec.id, rec.brand, JSON.stringify(rec));
      clearAreas.run(rec.id);
      for (const area of rec.serviceAreas) putArea.run(rec.id, area.toUpperCase());
    }
  })();
}

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
export function dealersNear(db: Database, brand: string, postalCode: string, radiusMiles = DEALER_RADIUS_MILES): DealerMatch[] {
  const area = areaOf(postalCode);
  const from = areaCentre(area);
  const rows = db.prepare('SELECT id, doc FROM dealers WHERE brand = ?').all(brand) as { id: string; doc: string }[];
  const serving = new Set(
    (db.prepare('SELECT dealer_id FROM dealer_areas WHERE area = ?').all(area) as { dealer_id: string }[]).map((r) => r.dealer_id),
  );
  const matches: DealerMatch[] = [];
  for (const row of rows) {
    const dealer = JSON.parse(row.doc) as DealerRecord;
    const location = dealer.location ?? null;
    const miles = from && location ? distanceMiles(from, location) : null;
    if (serving.has(row.id)) matches.push({ dealer, distanceMiles: Math.round(miles ?? 0) });
    else if (miles !== null && miles <= radiusMiles) matches.push({ dealer, distanceMiles: Math.round(miles) });
  }
  return matches.sort((a, b) => a.distanceMiles - b.distanceMiles || a.dealer.name.localeCompare(b.dealer.name));
}

/** One dealer by id, if it exists. */
export function findDealer(db: Database, id: string): DealerRecord | undefined {
  const row = db.prepare('SELECT doc FROM dealers WHERE id = ?').get(id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as DealerRecord) : undefined;
}

/** The public view of a found dealer (no email, calendar or location), with its distance. */
export function publicDealer({ dealer, distanceMiles }: DealerMatch): Dealer {
  const { brand: _brand, email: _email, calendar: _calendar, location: _location, ...view } = dealer;
  return { ...view, distanceMiles };
}
