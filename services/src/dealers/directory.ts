// Yardwise's dealers are content: `dealer` documents of the content lake, read over Sanity's HTTP query
// API (vendors/sanity.ts, published documents) and kept for a while by each instance. The lake is the
// one source; an instance that cannot reach it answers from the dealers it read last.
import { z } from 'zod';
import { consultationTypeSchema, type Dealer } from '../../../wire/services.js';
import type { Services } from '../part.js';
import { createContentLake, type ContentLake } from '../vendors/sanity.js';
import { areaCentre, type LatLon } from './postal-areas.js';

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

/** A dealer with what only the services see (email, calendar, location). */
export interface DealerRecord extends Omit<Dealer, 'distanceMiles'> {
  brand: string;
  email: string;
  calendar: DealerCalendar;
  /** The dealer's base: content's geopoint, else the centre of its service areas; null when neither is known. */
  location: LatLon | null;
}

/** The dealer fields the query projects. */
export const DEALERS_QUERY = `*[_type == "dealer" && defined(slug.current)]{
  "id": slug.current, brand, name, phone, email, city, region, country, serviceAreas, companyOwned, location, consultationTypes, calendar
}`;

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const dealerDocSchema = z.object({
  id: z.string().min(1).max(100),
  brand: z.string().min(1),
  name: z.string().min(1),
  phone: z.string(),
  email: z.string().email(),
  city: z.string(),
  region: z.string(),
  country: z.enum(['US', 'CA']),
  serviceAreas: z.array(z.string()).default([]),
  companyOwned: z.boolean().nullish(),
  location: z.object({ lat: z.number(), lng: z.number() }).passthrough().nullish(),
  consultationTypes: z.array(consultationTypeSchema).default([]),
  calendar: z.object({
    timezone: z.string().refine(validZone, 'unknown time zone'),
    weekdays: z.array(z.number().int().min(0).max(6)),
    slots: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
    durationMinutes: z.number().int().positive(),
    leadDays: z.number().int().min(0),
    horizonDays: z.number().int().min(0).max(366),
  }),
});

function locationOf(doc: z.infer<typeof dealerDocSchema>): LatLon | null {
  if (doc.location && Number.isFinite(doc.location.lat) && Number.isFinite(doc.location.lng)) return [doc.location.lat, doc.location.lng];
  const centres = doc.serviceAreas.map(areaCentre).filter((c): c is LatLon => c !== null);
  if (!centres.length) return null;
  return [centres.reduce((s, c) => s + c[0], 0) / centres.length, centres.reduce((s, c) => s + c[1], 0) / centres.length];
}

// Independent dealers do not sell Yardwise service plans; the site shows the plan-unavailable notice.
function toRecord(doc: z.infer<typeof dealerDocSchema>): DealerRecord {
  return {
    id: doc.id,
    brand: doc.brand,
    name: doc.name,
    phone: doc.phone,
    email: doc.email,
    city: doc.city,
    region: doc.region,
    country: doc.country,
    serviceAreas: doc.serviceAreas,
    companyOwned: Boolean(doc.companyOwned),
    planAvailable: Boolean(doc.companyOwned),
    consultationTypes: doc.consultationTypes,
    timezone: doc.calendar.timezone,
    calendar: doc.calendar,
    location: locationOf(doc),
  };
}

/** Reads every dealer document of the lake; a document that is not a usable dealer is left out (and logged). */
export async function readDealers(lake: ContentLake, services: Pick<Services, 'log'>): Promise<DealerRecord[]> {
  const result = await lake.query(DEALERS_QUERY);
  if (!Array.isArray(result)) throw new Error('the content lake answered no list of dealers');
  const dealers: DealerRecord[] = [];
  for (const doc of result) {
    const parsed = dealerDocSchema.safeParse(doc);
    if (parsed.success) dealers.push(toRecord(parsed.data));
    else services.log.warn({ dealer: (doc as { id?: unknown } | null)?.id, problem: parsed.error.issues[0]?.message }, 'dealer document left out');
  }
  return dealers;
}

/** The dealers as one instance knows them. */
export interface DealerDirectory {
  /** Every dealer, read again from the lake once the kept ones are older than the refresh time. */
  all(): Promise<DealerRecord[]>;
  /** One dealer by id (its slug). */
  find(id: string): Promise<DealerRecord | undefined>;
}

/** A directory over `read` that keeps what it read for `refreshSeconds`; one read at a time; a failed read falls back on the last one. */
export function createDealerDirectory(read: () => Promise<DealerRecord[]>, refreshSeconds: number, onStale: (error: unknown) => void): DealerDirectory {
  let kept: { dealers: DealerRecord[]; at: number } | undefined;
  let reading: Promise<DealerRecord[]> | undefined;
  const all = async () => {
    // A monotonic clock: how old the copy is, not what time it is for the business.
    if (kept && performance.now() - kept.at < refreshSeconds * 1000) return kept.dealers;
    reading ??= read()
      .then((dealers) => {
        kept = { dealers, at: performance.now() };
        return dealers;
      })
      .catch((error: unknown) => {
        if (!kept) throw error;
        onStale(error);
        return kept.dealers;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  return {
    all,
    async find(id) {
      return (await all()).find((d) => d.id === id);
    },
  };
}

const directories = new WeakMap<Services, DealerDirectory>();

/** The dealer directory of these services (one per instance, shared by the dealer search and the scheduler). */
export function dealerDirectory(services: Services): DealerDirectory {
  let directory = directories.get(services);
  if (!directory) {
    const lake = createContentLake(services.config.sanity);
    directory = createDealerDirectory(() => readDealers(lake, services), services.config.sanity.dealersRefreshSeconds, (error) =>
      services.log.warn({ err: { message: (error as Error).message } }, 'content lake unreachable: answering the dealers read last'),
    );
    directories.set(services, directory);
  }
  return directory;
}
