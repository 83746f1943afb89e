// The agent page of live chat: the sign-in form and the page that lists open conversations and
// answers them (plain HTML; its one script builds every node with textContent), with the headers
// that keep it unframed, uncached and limited to its own script, calls and form posts.
import type { Context } from 'hono';

// Plain HTML; the script builds every node with textContent, so nothing a visitor typed becomes markup.
/** The signed-in agent's page; `csrf` goes into its meta tag and sign-out form. */
export const agentPage = (csrf: string, nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${csrf}">
<title>Yardwise live chat: agent</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}
section{border:1px solid #999;border-radius:.5rem;padding:1rem;margin:1rem 0}ol{padding-left:1.2rem}
.agent{color:#0b5394}label{display:block;margin-top:.5rem}textarea{width:100%;min-height:3rem}
button{margin:.5rem .5rem 0 0;padding:.4rem .9rem}</style></head>
<body><main><h1>Live chat: open conversations</h1>
<form method="post" action="/chat/agent/sign-out"><input type="hidden" name="csrf" value="${csrf}"><button type="submit">Sign out</button></form>
<p id="status" role="status" aria-live="polite">Loading conversations…</p>
<div id="list"></div></main>
<script nonce="${nonce}">
const list = document.getElementById('list');
const status = document.getElementById('status');
const drafts = {};
const csrf = document.querySelector('meta[name="csrf-token"]').content;
const el = (tag, text, attrs) => { const n = document.createElement(tag); if (text) n.textContent = text; Object.assign(n, attrs || {}); return n; };
async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify(body) });
  if (res.status === 401) { location.reload(); return; }
  if (!res.ok) status.textContent = 'Could not send: ' + ((await res.json().catch(() => ({}))).error?.message || res.status);
  await refresh();
}
function render(conversations) {
  const focused = document.activeElement && document.activeElement.id;
  list.replaceChildren(...conversations.map((c) => {
    const s = el('section', null, { id: 'c-' + c.id });
    s.setAttribute('aria-labelledby', 'h-' + c.id);
    s.append(el('h2', (c.name || 'Visitor') + (c.email ? ' <' + c.email + '>' : ''), { id: 'h-' + c.id }));
    const ol = el('ol');
    for (const m of c.messages) { const li = el('li', (m.from === 'agent' ? 'You' : (c.name || 'Visitor')) + ': ' + m.text); li.className = m.from; ol.append(li); }
    if (!c.messages.length) ol.append(el('li', 'No messages yet.'));
    const form = el('form');
    const area = el('textarea', null, { id: 'reply-' + c.id, name: 'text', value: drafts[c.id] || '' });
    area.addEventListener('input', () => { drafts[c.id] = area.value; });
    form.append(el('label', 'Reply', { htmlFor: area.id }), area, el('button', 'Send', { type: 'submit' }));
    const close = el('button', 'Close conversation', { type: 'button' });
    close.addEventListener('click', () => post('/chat/agent/conversations/' + encodeURIComponent(c.id) + '/close', {}));
    form.append(close);
    form.addEventListener('submit', (e) => { e.preventDefault(); const text = area.value; drafts[c.id] = ''; post('/chat/agent/conversations/' + encodeURIComponent(c.id) + '/messages', { text }); });
    s.append(ol, form);
    return s;
  }));
  if (focused) document.getElementById(focused)?.focus();
}
async function refresh() {
  try {
    const res = await fetch('/chat/agent/conversations', { cache: 'no-store' });
    // A session that ended (sign-out elsewhere, a restart) goes back to the sign-in form.
    if (res.status === 401) { location.reload(); return; }
    const { conversations } = await res.json();
    status.textContent = conversations.length + ' open conversation' + (conversations.length === 1 ? '' : 's');
    render(conversations);
  } catch { status.textContent = 'Could not load conversations.'; }
}
refresh();
setInterval(refresh, 2000);
</script></body></html>`;


const STYLE = '<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}label{display:block;margin-top:.5rem}button{margin:.5rem .5rem 0 0;padding:.4rem .9rem}[role=alert]{color:#a40000}</style>';

// The sign-in form; `notice` is one of this file's fixed sentences, never request text.
/** The sign-in form. */
export const signInPage = (notice?: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Yardwise live chat: agent sign-in</title>${STYLE}</head>
<body><main><h1>Live chat: agent sign-in</h1>
${notice ? `<p role="alert">${notice}</p>\n` : ''}<form method="post" action="/chat/agent/sign-in">
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
</form></main></body></html>`;

// `same-origin`, not `no-referrer`: with no-referrer a browser sends `Origin: null` on the sign-in form's post.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

// Nothing but this page's own script, styles, calls and form posts; never framed.
const csp = (nonce?: string) =>
  `default-src 'none'; ${nonce ? `script-src 'nonce-${nonce}'; connect-src 'self'; ` : ''}style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** Answers a page of the agent side with its headers (and the script nonce of the signed-in page). */
export function html(c: Context, body: string, status: 200 | 401 | 403 | 400 | 429 = 200, nonce?: string): Response {
  return c.html(body, status, { ...PAGE_HEADERS, 'content-security-policy': csp(nonce) });
}
