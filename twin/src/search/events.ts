// Algolia Insights events (`POST /1/events`): validated as the Insights API does and kept in SQLite.
// Limits as Algolia's Insights reference documents them (push events: up to 1,000 events, all valid or
// none accepted; events older than 4 days declined; `positions` with clicks after a search; 1-20
// objectIDs); a refused batch is answered 422 as the Insights API answers it. The messages are the
// twin's own wording of each rule (Algolia's exact texts are not published).
import type { Db } from '../db/open.js';

/** One stored event, as it was sent, with when the twin received it. */
export type StoredEvent = Record<string, unknown> & { receivedAt: string };

/** An event batch the Insights API would refuse; answered 422 (as the Insights API does) with the message. */
export class EventError extends Error {}

/** Table of received events. */
export function ensureEventsSchema(db: Db): void {
  db.exec(`CREATE TABLE search_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, user_token TEXT NOT NULL,
    event_type TEXT NOT NULL, event_name TEXT NOT NULL, index_name TEXT NOT NULL, doc TEXT NOT NULL
  );
  CREATE INDEX search_events_user ON search_events (user_token, id);`);
}

/** Oldest event timestamp the Insights API accepts (4 days). */
const MAX_EVENT_AGE_MS = 4 * 24 * 3600 * 1000;
/** How far ahead of the server's clock a timestamp may be. */
const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;

const TOKEN = /^[a-zA-Z0-9_=/+:.@-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;

function check(ok: boolean, message: string): void {
  if (!ok) throw new EventError(message);
}

const strings = (v: unknown, max: number) => Array.isArray(v) && v.length >= 1 && v.length <= max && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 512);

/** Validates one event (Insights API rules: types, names, tokens, 1-20 objectIDs, positions for clicks after a search). */
function validateEvent(e: unknown, at: number, now: number): Record<string, unknown> {
  const where = `events[${at}]`;
  check(!!e && typeof e === 'object' && !Array.isArray(e), `${where}: expected an object`);
  const ev = e as Record<string, unknown>;
  check(['click', 'conversion', 'view'].includes(ev.eventType as string), `${where}.eventType: expected click, conversion or view`);
  if (ev.eventSubtype !== undefined) {
    check(ev.eventType === 'conversion' && ['addToCart', 'purchase'].includes(ev.eventSubtype as string), `${where}.eventSubtype: addToCart or purchase, on conversions only`);
  }
  check(typeof ev.eventName === 'string' && ev.eventName.length >= 1 && ev.eventName.length <= 64, `${where}.eventName: expected 1 to 64 characters`);
  check(typeof ev.index === 'string' && ev.index.length >= 1 && ev.index.length <= 256, `${where}.index: required`);
  check(typeof ev.userToken === 'string' && TOKEN.test(ev.userToken), `${where}.userToken: expected 1 to 129 characters of [a-zA-Z0-9_=/+:.@-]`);
  if (ev.authenticatedUserToken !== undefined) check(typeof ev.authenticatedUserToken === 'string' && TOKEN.test(ev.authenticatedUserToken), `${where}.authenticatedUserToken: invalid`);
  if (ev.queryID !== undefined) check(typeof ev.queryID === 'string' && QUERY_ID.test(ev.queryID), `${where}.queryID: expected 32 hexadecimal characters`);
  check(ev.objectIDs !== undefined || ev.filters !== undefined, `${where}: objectIDs or filters required`);
  check(ev.objectIDs === undefined || ev.filters === undefined, `${where}: objectIDs and filters are exclusive`);
  if (ev.objectIDs !== undefined) check(strings(ev.objectIDs, 20), `${where}.objectIDs: expected 1 to 20 strings`);
  if (ev.filters !== undefined) check(strings(ev.filters, 10), `${where}.filters: expected 1 to 10 strings`);
  // Positions belong to clicks after a search only (the Insights API refuses them on views and conversions).
  if (ev.positions !== undefined) check(ev.eventType === 'click', `${where}.positions: positions are only allowed on click events`);
  if (ev.eventType === 'click' && ev.queryID !== undefined) {
    const ids = ev.objectIDs as string[] | undefined;
    check(
      Array.isArray(ev.positions) && !!ids && ev.positions.length === ids.length && ev.positions.every((p) => Number.isInteger(p) && (p as number) > 0),
      `${where}.positions: a positive position per objectID is required for a click after a search`,
    );
  }
  if (ev.objectData !== undefined) check(Array.isArray(ev.objectData) && ev.objectData.length <= 20, `${where}.objectData: expected a list of up to 20 objects`);
  if (ev.timestamp !== undefined) {
    check(typeof ev.timestamp === 'number' && Number.isInteger(ev.timestamp), `${where}.timestamp: expected milliseconds since the epoch`);
    // The Insights API takes events from the last 4 days only (and none from the future).
    const age = now - (ev.timestamp as number);
    check(age <= MAX_EVENT_AGE_MS, `${where}.timestamp: the event is older than 4 days`);
    check(age >= -MAX_CLOCK_SKEW_MS, `${where}.timestamp: the event is in the future`);
  }
  if (ev.value !== undefined) check(typeof ev.value === 'number' || typeof ev.value === 'string', `${where}.value: expected a number`);
  if (ev.currency !== undefined) check(typeof ev.currency === 'string' && /^[A-Z]{3}$/.test(ev.currency), `${where}.currency: expected an ISO 4217 code`);
  return ev;
}

/** Validates a batch (`{ events: [1..1000] }`) and stores it in one transaction. */
export function storeEvents(db: Db, body: unknown): number {
  check(!!body && typeof body === 'object' && Array.isArray((body as { events?: unknown }).events), 'events: expected a list');
  const events = (body as { events: unknown[] }).events;
  check(events.length >= 1 && events.length <= 1000, 'events: expected 1 to 1000 events');
  const valid = events.map((e, i) => validateEvent(e, i, Date.now()));
  const now = new Date().toISOString();
  const insert = db.prepare('INSERT INTO search_events (received_at, user_token, event_type, event_name, index_name, doc) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const ev of valid) insert.run(now, ev.userToken, ev.eventType, ev.eventName, ev.index, JSON.stringify(ev));
  })();
  return valid.length;
}

/** Events received for a user token, oldest first. */
export function listEvents(db: Db, userToken: string): StoredEvent[] {
  const rows = db.prepare('SELECT received_at, doc FROM search_events WHERE user_token = ? ORDER BY id').all(userToken) as { received_at: string; doc: string }[];
  return rows.map((r) => ({ ...(JSON.parse(r.doc) as Record<string, unknown>), receivedAt: r.received_at }));
}
