import type { ErrorEventRow, ReplaySegmentRow, SpanRow } from './store.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Most characters of a payload the page shows (the readback has it whole). */
const PAYLOAD_PREVIEW = 4000;
const preview = (payload: unknown): string => {
  const text = JSON.stringify(payload, null, 2) ?? 'null';
  return text.length > PAYLOAD_PREVIEW ? `${text.slice(0, PAYLOAD_PREVIEW)}\n… (${text.length} characters)` : text;
};

const tagList = (tags: Record<string, string>): string =>
  Object.entries(tags)
    .map(([key, value]) => `<li><code>${escapeHtml(key)}</code> ${escapeHtml(value)}</li>`)
    .join('');

/** The replay segments, newest first: replay and segment, how it was sampled, size, tags and pages. */
function replayRows(replays: ReplaySegmentRow[]): string {
  return replays
    .slice()
    .reverse()
    .map(
      (r) =>
        `<tr><td><time datetime="${escapeHtml(r.receivedAt)}">${escapeHtml(r.receivedAt.slice(11, 19))}</time></td><td><code>${escapeHtml(r.replayId)}</code> #${r.segmentId}</td><td>${escapeHtml(r.replayType)}</td><td>${r.eventCount} events, ${r.size} bytes (${escapeHtml(r.encoding)})</td><td><ul>${tagList(r.tags)}</ul></td><td><ul>${r.urls.map((url) => `<li>${escapeHtml(url)}</li>`).join('')}</ul></td></tr>`,
    )
    .join('\n');
}

/** The streamed spans, newest first: operation, name, trace, duration and status. */
function spanRows(spans: SpanRow[]): string {
  return spans
    .slice()
    .reverse()
    .map(
      (s) =>
        `<tr><td><time datetime="${escapeHtml(s.receivedAt)}">${escapeHtml(s.receivedAt.slice(11, 19))}</time></td><td>${escapeHtml(s.op ?? '')}${s.segment ? ' (segment)' : ''}</td><td>${escapeHtml(s.name)}</td><td><code>${escapeHtml(s.traceId)}</code></td><td>${s.durationMs.toFixed(1)} ms</td><td>${escapeHtml(s.status)}</td></tr>`,
    )
    .join('\n');
}

/** The twin's error-reporting page: the newest events, replay segments and spans first, refreshed every five seconds; everything as text. */
export function errorsPage(events: ErrorEventRow[], replays: ReplaySegmentRow[] = [], spans: SpanRow[] = []): string {
  const rows = events
    .slice()
    .reverse()
    .map((e) => {
      const tags = tagList(e.tags);
      return `<tr><td><time datetime="${escapeHtml(e.receivedAt)}">${escapeHtml(e.receivedAt.slice(11, 19))}</time></td><td>${escapeHtml(e.kind)}</td><td>${escapeHtml(e.title)}</td><td>${escapeHtml(e.release ?? '')}<br>${escapeHtml(e.environment ?? '')}</td><td><ul>${tags}</ul></td><td><details><summary>payload</summary><pre>${escapeHtml(preview(e.payload))}</pre></details></td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Reported errors</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}ul{margin:0;padding-left:1rem}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Reported errors</h1>
<p>What the stand-in error-reporting project received from the sites, newest first (${events.length}). The page refreshes every 5 seconds.</p>
<table><thead><tr><th scope="col">Time</th><th scope="col">Kind</th><th scope="col">Title</th><th scope="col">Release and environment</th><th scope="col">Tags</th><th scope="col">Payload</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No events yet.</td></tr>'}</tbody></table>
<h2>Session replays</h2>
<p>Replay segments received, newest first (${replays.length}).</p>
<table><thead><tr><th scope="col">Time</th><th scope="col">Replay and segment</th><th scope="col">Sampled as</th><th scope="col">Recording</th><th scope="col">Tags</th><th scope="col">Pages</th></tr></thead>
<tbody>${replayRows(replays) || '<tr><td colspan="6">No replays yet.</td></tr>'}</tbody></table>
<h2>Tracing spans</h2>
<p>Spans received, newest first (${spans.length}).</p>
<table><thead><tr><th scope="col">Time</th><th scope="col">Operation</th><th scope="col">Name</th><th scope="col">Trace</th><th scope="col">Duration</th><th scope="col">Status</th></tr></thead>
<tbody>${spanRows(spans) || '<tr><td colspan="6">No spans yet.</td></tr>'}</tbody></table>
</body></html>`;
}
