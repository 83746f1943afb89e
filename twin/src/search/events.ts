// Algolia Insights events (`POST /1/events`): validated as the Insights API does and kept in SQLite.
// Limits as Algolia's Insights reference documents them (push events: up to 1,000 events, all valid or
// none accepted; events older than 4 days declined; `positions` with clicks after a search; 1-20
// objectIDs). A refused batch is answered 422 with `{ status, message }` and the message the Insights
// API specification gives for that rule (the `pushEvents` 422 examples of Algolia's OpenAPI
// specification, algolia/api-clients-automation, specs/insights/paths/pushEvents.yml, December 2024).
// A rule the specification gives no message of its own is answered with its generic "Invalid payload".
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

const TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const EVENT_NAME = /^[\x20-\x7E]{1,64}$/;

/** The Insights API's messages (see the head of this file). */
export const INSIGHTS_MESSAGES = {
  invalidPayload: 'Invalid payload',
  noEvents: 'No events to process',
  tooManyEvents: 'Cannot process more than 1000 events in a batch',
  eventNameRequired: 'EventName is required',
  wrongEventName: 'EventName must contain only visible ASCII characters, and be between 1 and 64 characters long',
  eventTypeRequired: 'EventType is required',
  wrongEventType: 'EventType must be one of "click", "conversion" or "view"',
  indexRequired: 'The index field is required',
  userTokenRequired: 'The userToken field is required',
  wrongUserToken: 'UserToken must contain only alphanumeric, equal, plus, slash, hyphen, or underscore characters, and be between 1 and 128 characters long',
  noObjectIDsOrFilters: 'Event should specify either some ObjectIDs or some Filters',
  bothDefined: 'Event should specify ObjectIDs or Filters, but not both',
  positionsOnWrongEventType: 'Only event of type click should specify the positions attribute',
  positionsWithoutQueryID: 'Event of type click with positions should specify a queryID',
  wrongPositionsValue: 'Event of type click may only have strictly positive positions',
  wrongPositionsItems: 'Event of type click should have the same number of ObjectIDs and Positions',
  wrongQueryID: 'Query ID must be a search query ID (32 characters hexadecimal string)',
  timestampTooOld: 'The timestamp must be at most 4 days in the past',
} as const;

const M = INSIGHTS_MESSAGES;

function check(ok: boolean, message: string): void {
  if (!ok) throw new EventError(message);
}

/** The specification's type message: `Invalid type for field <name>: expected <type>, got <type>`. */
function checkType(value: unknown, expected: 'string' | 'number' | 'array', field: string): void {
  const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  check(got === expected, `Invalid type for field ${field}: expected ${expected}, got ${got}`);
}

const strings = (v: unknown, max: number) => Array.isArray(v) && v.length >= 1 && v.length <= max && v.every((x) => typeof x === 'string' && x.length > 0 && x.length <= 512);

/** Validates one event (Insights API rules: types, names, tokens, 1-20 objectIDs, positions for clicks after a search). */
function validateEvent(e: unknown, now: number): Record<string, unknown> {
  check(!!e && typeof e === 'object' && !Array.isArray(e), M.invalidPayload);
  const ev = e as Record<string, unknown>;
  check(ev.eventType !== undefined, M.eventTypeRequired);
  check(['click', 'conversion', 'view'].includes(ev.eventType as string), M.wrongEventType);
  if (ev.eventSubtype !== undefined) {
    check(ev.eventType === 'conversion' && ['addToCart', 'purchase'].includes(ev.eventSubtype as string), M.invalidPayload);
  }
  check(ev.eventName !== undefined, M.eventNameRequired);
  checkType(ev.eventName, 'string', 'eventName');
  check(EVENT_NAME.test(ev.eventName as string), M.wrongEventName);
  check(ev.index !== undefined && ev.index !== '', M.indexRequired);
  checkType(ev.index, 'string', 'index');
  check((ev.index as string).length <= 256, M.invalidPayload);
  check(ev.userToken !== undefined && ev.userToken !== '', M.userTokenRequired);
  checkType(ev.userToken, 'string', 'userToken');
  check(TOKEN.test(ev.userToken as string), M.wrongUserToken);
  if (ev.authenticatedUserToken !== undefined) {
    checkType(ev.authenticatedUserToken, 'string', 'authenticatedUserToken');
    check(TOKEN.test(ev.authenticatedUserToken as string), M.wrongUserToken);
  }
  if (ev.queryID !== undefined) {
    checkType(ev.queryID, 'string', 'queryID');
    check(QUERY_ID.test(ev.queryID as string), M.wrongQueryID);
  }
  check(ev.objectIDs !== undefined || ev.filters !== undefined, M.noObjectIDsOrFilters);
  check(ev.objectIDs === undefined || ev.filters === undefined, M.bothDefined);
  if (ev.objectIDs !== undefined) {
    checkType(ev.objectIDs, 'array', 'objectIDs');
    check(strings(ev.objectIDs, 20), M.invalidPayload);
  }
  if (ev.filters !== undefined) {
    checkType(ev.filters, 'array', 'filters');
    check(strings(ev.filters, 20), M.invalidPayload);
  }
  // Positions belong to clicks after a search only (the Insights API refuses them on views and conversions).
  if (ev.positions !== undefined) {
    check(ev.eventType === 'click', M.positionsOnWrongEventType);
    check(ev.queryID !== undefined, M.positionsWithoutQueryID);
    checkType(ev.positions, 'array', 'positions');
    check((ev.positions as unknown[]).every((p) => Number.isInteger(p) && (p as number) > 0), M.wrongPositionsValue);
  }
  if (ev.eventType === 'click' && ev.queryID !== undefined && ev.objectIDs !== undefined) {
    const ids = ev.objectIDs as string[];
    check(Array.isArray(ev.positions) && ev.positions.length === ids.length, M.wrongPositionsItems);
  }
  if (ev.objectData !== undefined) check(Array.isArray(ev.objectData) && ev.objectData.length <= 20, M.invalidPayload);
  if (ev.timestamp !== undefined) {
    checkType(ev.timestamp, 'number', 'timestamp');
    check(Number.isInteger(ev.timestamp), M.invalidPayload);
    // The Insights API takes events from the last 4 days only (and none from the future).
    const age = now - (ev.timestamp as number);
    check(age <= MAX_EVENT_AGE_MS, M.timestampTooOld);
    check(age >= -MAX_CLOCK_SKEW_MS, M.invalidPayload);
  }
  if (ev.value !== undefined) check(typeof ev.value === 'number' || typeof ev.value === 'string', M.invalidPayload);
  if (ev.currency !== undefined) check(typeof ev.currency === 'string' && /^[A-Z]{3}$/.test(ev.currency), M.invalidPayload);
  return ev;
}

/** Validates a batch (`{ events: [1..1000] }`) and stores it in one transaction. */
export function storeEvents(db: Db, body: unknown): number {
  check(!Array.isArray(body), 'Invalid type for field : expected insights.PublicEventsBatch, got array');
  check(!!body && typeof body === 'object', M.invalidPayload);
  const events = (body as { events?: unknown }).events;
  check(Array.isArray(events) && events.length >= 1, M.noEvents);
  check((events as unknown[]).length <= 1000, M.tooManyEvents);
  const valid = (events as unknown[]).map((e) => validateEvent(e, Date.now()));
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
