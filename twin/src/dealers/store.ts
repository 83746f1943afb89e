import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { ConsultationType, Dealer } from '../../../wire/services.js';

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
export interface DealerRecord extends Dealer {
  brand: string;
  email: string;
  calendar: DealerCalendar;
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
});

/** Loads `dealers.ndjson` of the content directory (if present): dealers are replaced, others kept. */
export function seedDealers(db: Database, contentDir: string): void {
  const file = path.join(contentDir, 'dealers.ndjson');
  if (!fs.existsSync(file)) return;
  const docs = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, any>)
    .filter((d) => d._type === 'dealer');
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

/** Dealers of a brand serving a ZIP or postal code, by name. */
export function dealersServing(db: Database, brand: string, postalCode: string): DealerRecord[] {
  const rows = db
    .prepare('SELECT d.doc FROM dealer_areas a JOIN dealers d ON d.id = a.dealer_id WHERE a.area = ? AND d.brand = ?')
    .all(areaOf(postalCode), brand) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as DealerRecord).sort((a, b) => a.name.localeCompare(b.name));
}

/** One dealer by id, if it exists. */
export function findDealer(db: Database, id: string): DealerRecord | undefined {
  const row = db.prepare('SELECT doc FROM dealers WHERE id = ?').get(id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as DealerRecord) : undefined;
}

/** The public view of a dealer (no email, no calendar). */
export function publicDealer(d: DealerRecord): Dealer {
  const { brand: _brand, email: _email, calendar: _calendar, ...view } = d;
  return view;
}
