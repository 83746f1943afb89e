// Session replay's scrubbing, in the replay's chunk only (./replay.ts): a recording carries the
// page's DOM (text and inputs masked by the SDK), the page's address and the replay's own breadcrumbs
// and performance spans (navigations, requests). URLs in it lose their query string and fragment, and
// every text the replay adds is scrubbed as error events are (./scrub.ts).
import { scrubBreadcrumb, scrubEvent, scrubRecordedUrl, scrubValue, type EventLike } from './scrub';

export { scrubRecordedUrl };

const URL_KEYS = ['url', 'from', 'to', 'previous', 'href'];

function scrubUrlFields(data: Record<string, unknown>): Record<string, unknown> {
  for (const key of URL_KEYS) {
    if (typeof data[key] === 'string') data[key] = scrubRecordedUrl(data[key] as string);
  }
  return data;
}

/** A custom recording event of the replay (what `beforeAddRecordingEvent` is given). */
export interface RecordingEventLike {
  type: number;
  timestamp: number;
  data?: { tag?: string; payload?: unknown; [key: string]: unknown } | unknown;
  [key: string]: unknown;
}

/** rrweb's event types the scrubber reads. */
const RRWEB = { fullSnapshot: 2, incremental: 3, meta: 4, custom: 5 } as const;
/** rrweb's incremental source of DOM mutations. */
const MUTATION_SOURCE = 0;

/**
 * A custom recording event with everything personal removed: breadcrumbs as for error events with
 * their URLs cut at the query, performance spans (navigations, requests, resources) with their URL
 * description and data scrubbed. The same object, changed in place.
 */
export function scrubRecordingEvent<E extends object>(original: E): E {
  const event = original as RecordingEventLike;
  const data = event.data as { tag?: string; payload?: Record<string, unknown> } | undefined;
  if (event.type !== RRWEB.custom || !data || typeof data !== 'object' || !data.payload || typeof data.payload !== 'object') return original;
  const payload = data.payload;
  if (data.tag === 'breadcrumb') {
    const crumb = scrubBreadcrumb(payload);
    if (crumb.data && typeof crumb.data === 'object') scrubUrlFields(crumb.data as Record<string, unknown>);
    data.payload = crumb;
  } else if (data.tag === 'performanceSpan') {
    if (typeof payload.description === 'string') payload.description = scrubRecordedUrl(payload.description);
    if (payload.data && typeof payload.data === 'object') payload.data = scrubUrlFields(scrubValue(payload.data) as Record<string, unknown>);
  } else if (data.tag !== 'options') {
    data.payload = scrubValue(payload) as Record<string, unknown>;
  }
  return original;
}

/** Attributes whose value is a URL (or a list of them). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'cite', 'ping', 'background', 'xlink:href']);

function scrubAttributes(attributes: Record<string, unknown> | undefined): void {
  if (!attributes) return;
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'string' && URL_ATTRIBUTES.has(name.toLowerCase()) && /[?#]/.test(value)) {
      attributes[name] = value
        .split(',')
        .map((part) => part.replace(/[?#][^\s,]*/, ''))
        .join(',');
    }
  }
}

interface SerializedNodeLike {
  attributes?: Record<string, unknown>;
  childNodes?: SerializedNodeLike[];
}

function scrubNode(node: SerializedNodeLike | undefined, depth = 0): void {
  if (!node || depth > 500) return;
  scrubAttributes(node.attributes);
  for (const child of node.childNodes ?? []) scrubNode(child, depth + 1);
}

/**
 * An event of the DOM recorder (rrweb) with the URLs it carries cut at the query and fragment: the
 * page's address (meta events) and URL attributes (links, sources, form actions) of the snapshot and
 * of later DOM changes. Texts and inputs are masked by the SDK before they get here. Changed in place.
 */
export function scrubRrwebEvent<E extends object>(original: E): E {
  const event = original as RecordingEventLike;
  const data = event.data as Record<string, unknown> | undefined;
  if (!data || typeof data !== 'object') return original;
  if (event.type === RRWEB.meta && typeof data.href === 'string') data.href = scrubRecordedUrl(data.href);
  else if (event.type === RRWEB.fullSnapshot) scrubNode(data.node as SerializedNodeLike);
  else if (event.type === RRWEB.incremental && data.source === MUTATION_SOURCE) {
    for (const added of (data.adds as { node?: SerializedNodeLike }[] | undefined) ?? []) scrubNode(added.node);
    for (const change of (data.attributes as { attributes?: Record<string, unknown> }[] | undefined) ?? []) scrubAttributes(change.attributes);
  } else if (event.type === RRWEB.custom) scrubRecordingEvent(original);
  return original;
}

/** The replay's event (`replay_event`): scrubbed as an error event, and the URLs the replay visited cut at the query. */
export function scrubReplayEvent<E extends object>(original: E): E {
  const event = scrubEvent(original) as EventLike & { urls?: unknown };
  if (Array.isArray(event.urls)) event.urls = event.urls.map((url) => (typeof url === 'string' ? scrubRecordedUrl(url) : url));
  if (event.request && typeof event.request.url === 'string') event.request.url = scrubRecordedUrl(event.request.url);
  return original;
}
