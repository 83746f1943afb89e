import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { chatMessageRequestSchema } from '../../../wire/services.js';
import type { TwinRuntime } from '../runtime.js';
import { errorAnswer, invalidAnswer } from '../local-services/answer.js';
import { serviceNow } from '../local-services/clock.js';
import { readBody, readJson } from '../http/body.js';
import { AGENT_PATH, AgentAuth, CSRF_HEADER, csrfMatches, fromOwnOrigin, generateAgentPassword } from './agent-auth.js';
import { addMessage, closeConversation, openConversations, readConversation } from './store.js';
import { mailTranscript } from './transcript.js';

// Plain HTML; the script builds every node with textContent, so nothing a visitor typed becomes markup.
const agentPage = (csrf: string, nonce: string) => `<!doctype html>
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
const signInPage = (notice?: string) => `<!doctype html>
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

function html(c: Context, body: string, status: 200 | 401 | 403 | 400 | 429 = 200, nonce?: string): Response {
  return c.html(body, status, { ...PAGE_HEADERS, 'content-security-policy': csp(nonce) });
}

/**
 * Twin-only agent side of live chat, behind a sign-in: the page at `/chat/agent` (a password form until
 * signed in) and the JSON calls it makes. The session is an HttpOnly SameSite=Strict cookie for
 * `/chat/agent`; every change also needs the page's CSRF token and the twin's own Origin.
 */
export function chatAgentRoutes(app: Hono, rt: TwinRuntime): void {
  const auth = new AgentAuth(rt.agentPassword ?? process.env.TWIN_AGENT_PASSWORD ?? generateAgentPassword());

  // The signed-in agent's session, and for a change its CSRF token and Origin; else the answer to send.
  const agent = (c: Context, change: boolean): Response | undefined => {
    c.header('cache-control', 'no-store');
    const session = auth.session(c);
    if (!session) return errorAnswer(c, 401, 'UNAUTHORIZED', 'Sign in to the agent page first');
    if (change && !(fromOwnOrigin(c, rt.origin()) && csrfMatches(session, c.req.header(CSRF_HEADER)))) {
      return errorAnswer(c, 403, 'FORBIDDEN', 'This request did not come from the agent page');
    }
    return undefined;
  };

  app.get(AGENT_PATH, (c) => {
    const session = auth.session(c);
    if (!session) return html(c, signInPage());
    const nonce = randomBytes(16).toString('base64');
    return html(c, agentPage(session.csrf, nonce), 200, nonce);
  });

  app.post(`${AGENT_PATH}/sign-in`, async (c) => {
    if (!fromOwnOrigin(c, rt.origin())) return html(c, signInPage('Please sign in from this page.'), 403);
    const wait = auth.waitFor(c);
    if (wait) {
      c.header('Retry-After', String(wait));
      return html(c, signInPage('Too many wrong passwords. Please wait a few minutes and try again.'), 429);
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const body = await readBody(c, 4096);
    if (type !== 'application/x-www-form-urlencoded' || !body.ok) return html(c, signInPage('Please sign in with the form.'), 400);
    const password = new URLSearchParams(body.text).get('password') ?? '';
    if (!auth.check(c, password)) return html(c, signInPage('Wrong password.'), 401);
    auth.start(c);
    c.header('cache-control', 'no-store');
    return c.redirect(AGENT_PATH, 303);
  });

  app.post(`${AGENT_PATH}/sign-out`, async (c) => {
    const session = auth.session(c);
    const body = await readBody(c, 4096);
    const token = c.req.header(CSRF_HEADER) ?? (body.ok ? (new URLSearchParams(body.text).get('csrf') ?? undefined) : undefined);
    if (session && !(fromOwnOrigin(c, rt.origin()) && csrfMatches(session, token))) {
      return errorAnswer(c, 403, 'FORBIDDEN', 'This request did not come from the agent page');
    }
    auth.end(c);
    c.header('cache-control', 'no-store');
    return c.redirect(AGENT_PATH, 303);
  });

  app.get(`${AGENT_PATH}/conversations`, (c) => {
    const refused = agent(c, false);
    if (refused) return refused;
    return c.json({ conversations: openConversations(rt.db) });
  });

  app.post(`${AGENT_PATH}/conversations/:id/messages`, async (c) => {
    const refused = agent(c, true);
    if (refused) return refused;
    const body = await readJson(c);
    if (!body.ok) return errorAnswer(c, body.response.status as 400, 'MALFORMED', 'A JSON body is required');
    const input = chatMessageRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    const conversation = readConversation(rt.db, c.req.param('id'));
    if (!conversation) return errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found');
    if (conversation.status === 'closed') return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    return c.json(addMessage(rt.db, conversation.id, 'agent', input.data.text, serviceNow(rt.db)), 201);
  });

  app.post(`${AGENT_PATH}/conversations/:id/close`, (c) => {
    const refused = agent(c, true);
    if (refused) return refused;
    const conversation = readConversation(rt.db, c.req.param('id'));
    if (!conversation) return errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found');
    if (closeConversation(rt.db, conversation.id, serviceNow(rt.db))) mailTranscript(rt.db, readConversation(rt.db, conversation.id)!);
    return c.json(readConversation(rt.db, conversation.id));
  });
}
