import type { AnalyticsHit } from './store.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** Most characters of a payload the page shows (the readback has it whole). */
const PAYLOAD_PREVIEW = 2000;
const preview = (payload: unknown): string => {
  const text = JSON.stringify(payload, null, 2) ?? 'null';
  return text.length > PAYLOAD_PREVIEW ? `${text.slice(0, PAYLOAD_PREVIEW)}\n… (${text.length} characters)` : text;
};

/** The twin's collectors page: the newest hits first, refreshed every two seconds; everything as text. */
export function analyticsPage(hits: AnalyticsHit[], origin: string | undefined): string {
  const rows = hits
    .slice()
    .reverse()
    .map(
      (hit) => `<tr><td><time datetime="${escapeHtml(hit.receivedAt)}">${escapeHtml(hit.receivedAt.slice(11, 19))}</time></td><td>${escapeHtml(hit.origin)}</td><td>${escapeHtml(hit.collector)}</td><td>${escapeHtml(hit.name)}</td><td><details><summary>payload</summary><pre>${escapeHtml(preview(hit.payload))}</pre></details></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Collected events</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Collected events${origin ? ` from ${escapeHtml(origin)}` : ''}</h1>
<p>What the stand-in GA4, Klaviyo and AdRoll collectors received, newest first (${hits.length}). The page refreshes every 2 seconds.</p>
<table><thead><tr><th scope="col">Time</th><th scope="col">Site</th><th scope="col">Collector</th><th scope="col">Event</th><th scope="col">Payload</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No events yet.</td></tr>'}</tbody></table>
</body></html>`;
}
