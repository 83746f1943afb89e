// The twin's flags page: each environment's flags with what they serve, and a form per flag to switch it
// (off, one variation for everyone, or equal shares). Every value on the page is escaped.
import { variationValue, type Flag, type FlagEnvironment } from './store.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
const show = (v: boolean | string) => escapeHtml(JSON.stringify(v));

/** What a flag serves now, in words. */
export function serving(flag: Flag): string {
  if (!flag.on) return `off: serves ${show(variationValue(flag, flag.offVariation))}`;
  const rules = flag.rules.length ? ` (${flag.rules.length} targeting rule${flag.rules.length === 1 ? '' : 's'} first)` : '';
  if ('rollout' in flag.fallthrough) {
    const shares = flag.fallthrough.rollout.map((w) => `${show(variationValue(flag, w.variation))} ${w.weight / 1000}%`).join(', ');
    return `on: rollout ${shares}${rules}`;
  }
  return `on: serves ${show(variationValue(flag, flag.fallthrough.variation))}${rules}`;
}

function current(flag: Flag): string {
  if (!flag.on) return 'off';
  return 'rollout' in flag.fallthrough ? 'rollout' : `variation:${flag.fallthrough.variation}`;
}

function flagRow(env: FlagEnvironment, flag: Flag, token: string): string {
  const id = `serve-${env.key}-${flag.key}`.replace(/[^A-Za-z0-9_-]/g, '-');
  const now = current(flag);
  const option = (value: string, label: string) => `<option value="${escapeHtml(value)}"${value === now ? ' selected' : ''}>${label}</option>`;
  const options = [
    option('off', `Off (serves ${show(variationValue(flag, flag.offVariation))})`),
    ...flag.variations.map((v, i) => option(`variation:${i}`, `Serve ${show(v)} to everyone`)),
    option('rollout', 'Equal shares of visitors'),
  ].join('');
  return `<tr>
<th scope="row"><code>${escapeHtml(flag.key)}</code><br><small>${escapeHtml(flag.description)}</small></th>
<td>${serving(flag)}</td>
<td>${flag.version}</td>
<td><form method="post" action="/flags/${encodeURIComponent(env.key)}/${encodeURIComponent(flag.key)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="${id}">What ${escapeHtml(flag.key)} serves</label> <select id="${id}" name="serve">${options}</select>
<button type="submit">Save</button></form></td>
</tr>`;
}

/** The whole page. */
export function flagsPage(envs: { env: FlagEnvironment; flags: Flag[] }[], token: string, saved: string | null): string {
  const sections = envs
    .map(
      ({ env, flags }) => `<section aria-labelledby="env-${escapeHtml(env.key)}">
<h2 id="env-${escapeHtml(env.key)}">${escapeHtml(env.key)} <small>client-side ID <code>${escapeHtml(env.clientSideId)}</code></small></h2>
<table><thead><tr><th scope="col">Flag</th><th scope="col">Serving</th><th scope="col">Version</th><th scope="col">Change</th></tr></thead>
<tbody>${flags.map((f) => flagRow(env, f, token)).join('')}</tbody></table>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Feature flags · twin</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1d2320}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}small{color:#555}</style></head>
<body><main><h1>Feature flags</h1>
<p role="status">${saved ? `Saved ${escapeHtml(saved)}: open pages receive the change on their stream.` : ''}</p>
${sections}</main></body></html>`;
}
