// Search analytics state: the visitor's user token and the queryID of the search
// each clicked result came from, kept in browser storage so later conversions can name that search.

/** The part of Web Storage the store uses (localStorage in the browser, a Map in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An Insights event as sent to `POST /1/events`. */
export interface InsightsEvent {
  eventType: 'click' | 'conversion' | 'view';
  eventSubtype?: 'addToCart' | 'purchase';
  eventName: string;
  index: string;
  queryID?: string;
  objectIDs: string[];
  /** Per object, the search it came from when that differs between objects. */
  objectData?: { queryID?: string }[];
  /** 1-based positions of clicked hits; required by Algolia for a click after a search. */
  positions?: number[];
  userToken: string;
}

/** Storage key of the objectID → queryID map. */
export const QUERY_MAP_KEY = 'searchInsightsQueryIds';
/** Storage key of the visitor's user token. */
export const USER_TOKEN_KEY = 'searchInsightsUserToken';
/** Entries above which the map is trimmed. */
export const QUERY_MAP_LIMIT = 5000;
/** Entries kept after a trim, the newest ones. */
export const QUERY_MAP_KEEP = 4000;
/** One month as the insights client counts it. */
export const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
/** Default life of the user token (six times 30 days). */
export const DEFAULT_COOKIE_DURATION_MS = 6 * MONTH_MS;

/** Options; everything the browser provides can be injected. */
export interface InsightsStoreOptions {
  storage: StorageLike;
  now?: () => number;
  uuid?: () => string;
  /** Life of the user token in milliseconds; an integer. */
  cookieDuration?: number;
}

type QueryMap = Record<string, [queryID: string, storedAt: number]>;

const key = (index: string, objectID: string) => `${index}\u0000${objectID}`;

/** Creates the insights store over a storage. */
export function createInsightsStore(options: InsightsStoreOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const uuid = options.uuid ?? (() => globalThis.crypto.randomUUID());
  const cookieDuration = options.cookieDuration ?? DEFAULT_COOKIE_DURATION_MS;
  if (!Number.isInteger(cookieDuration) || cookieDuration <= 0) throw new Error('cookieDuration must be a positive integer');

  const read = (): QueryMap => {
    try {
      const v = JSON.parse(storage.getItem(QUERY_MAP_KEY) ?? '{}') as unknown;
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as QueryMap) : {};
    } catch {
      return {};
    }
  };
  const write = (map: QueryMap) => {
    let entries = Object.entries(map);
    if (entries.length > QUERY_MAP_LIMIT) {
      // Oldest first out, so the searches a shopper is most likely to convert on stay.
      entries = entries.sort((a, b) => b[1][1] - a[1][1]).slice(0, QUERY_MAP_KEEP);
    }
    storage.setItem(QUERY_MAP_KEY, JSON.stringify(Object.fromEntries(entries)));
  };

  const store = {
    /** The visitor's uuid, created on first use and renewed once its duration has passed. */
    userToken(): string {
      try {
        const saved = JSON.parse(storage.getItem(USER_TOKEN_KEY) ?? 'null') as { token?: string; expiresAt?: number } | null;
        if (saved?.token && typeof saved.expiresAt === 'number' && saved.expiresAt > now()) return saved.token;
      } catch {
        // An unreadable token is replaced below.
      }
      const token = uuid();
      storage.setItem(USER_TOKEN_KEY, JSON.stringify({ token, expiresAt: now() + cookieDuration }));
      return token;
    },

    /** Remembers the search (queryID) that each object was clicked from. */
    rememberQuery(index: string, queryID: string, objectIDs: string[]): void {
      const map = read();
      const at = now();
      for (const id of objectIDs) map[key(index, id)] = [queryID, at];
      write(map);
    },

    /** The queryID stored for an object, if any. */
    queryIDFor(index: string, objectID: string): string | undefined {
      return read()[key(index, objectID)]?.[0];
    },

    /** Drops stored queryIDs of objects (after a purchase). */
    forget(index: string, objectIDs: string[]): void {
      const map = read();
      for (const id of objectIDs) delete map[key(index, id)];
      write(map);
    },

    /** Number of stored entries. */
    size(): number {
      return Object.keys(read()).length;
    },

    /** A click on search results: stores the queryID against the objects and returns the event. */
    clickedAfterSearch(input: { index: string; queryID: string; objectIDs: string[]; positions: number[]; eventName?: string }): InsightsEvent {
      store.rememberQuery(input.index, input.queryID, input.objectIDs);
      return {
        eventType: 'click',
        eventName: input.eventName ?? 'Product Clicked',
        index: input.index,
        queryID: input.queryID,
        objectIDs: input.objectIDs,
        positions: input.positions,
        userToken: store.userToken(),
      };
    },

    /** An addToCart or purchase: without a queryID it takes the stored ones; a purchase then forgets them. */
    converted(input: { index: string; objectIDs: string[]; subtype: 'addToCart' | 'purchase'; queryID?: string; eventName?: string }): InsightsEvent {
      const event: InsightsEvent = {
        eventType: 'conversion',
        eventSubtype: input.subtype,
        eventName: input.eventName ?? (input.subtype === 'purchase' ? 'Products Purchased' : 'Product Added to Cart'),
        index: input.index,
        objectIDs: input.objectIDs,
        userToken: store.userToken(),
      };
      if (input.queryID) event.queryID = input.queryID;
      else {
        const stored = input.objectIDs.map((id) => store.queryIDFor(input.index, id));
        const found = stored.filter((q): q is string => q !== undefined);
        if (found.length) {
          event.queryID = found[0];
          if (new Set(stored).size > 1) event.objectData = stored.map((queryID) => (queryID ? { queryID } : {}));
        }
      }
      if (input.subtype === 'purchase') store.forget(input.index, input.objectIDs);
      return event;
    },

    /** Objects seen in a listing. */
    viewed(input: { index: string; objectIDs: string[]; eventName?: string }): InsightsEvent {
      return { eventType: 'view', eventName: input.eventName ?? 'Products Viewed', index: input.index, objectIDs: input.objectIDs, userToken: store.userToken() };
    },
  };
  return store;
}

/** The insights store type. */
export type InsightsStore = ReturnType<typeof createInsightsStore>;
