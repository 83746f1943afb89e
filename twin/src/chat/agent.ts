import type { Hono } from 'hono';
import { chatMessageRequestSchema } from '../../../wire/services.js';
import type { TwinRuntime } from '../runtime.js';
import { errorAnswer, invalidAnswer } from '../local-services/answer.js';
import { serviceNow } from '../local-services/clock.js';
import { readJson } from '../http/body.js';
import { addMessage, closeConversation, openConversations, readConversation } from './store.js';
import { mailTranscript } from './transcript.js';

// Plain HTML; the script builds every node with textContent, so nothing a visitor typed becomes markup.
const AGENT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Yardwise live chat: agent</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}
section{border:1px solid #999;border-radius:.5rem;padding:1rem;margin:1rem 0}ol{padding-left:1.2rem}
.agent{color:#0b5394}label{display:block;margin-top:.5rem}textarea{width:100%;min-height:3rem}
button{margin:.5rem .5rem 0 0;padding:.4rem .9rem}</style></head>
<body><main><h1>Live chat: open conversations</h1>
<p id="status" role="status" aria-live="polite">Loading conversations…</p>
<div id="list"></div></main>
<script>
const list = document.getElementById('list');
const status = document.getElementById('status');
const drafts = {};
const el = (tag, text, attrs) => { const n = document.createElement(tag); if (text) n.textContent = text; Object.assign(n, attrs || {}); return n; };
async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
    const { conversations } = await (await fetch('/chat/agent/conversations', { cache: 'no-store' })).json();
    status.textContent = conversations.length + ' open conversation' + (conversations.length === 1 ? '' : 's');
    render(conversations);
  } catch { status.textContent = 'Could not load conversations.'; }
}
refresh();
setInterval(refresh, 2000);
</script></body></html>`;

/** Twin-only agent side of live chat: the page at `/chat/agent` and the JSON calls it makes. */
export function chatAgentRoutes(app: Hono, rt: TwinRuntime): void {
  app.get('/chat/agent', (c) => {
    c.header('cache-control', 'no-store');
    return c.html(AGENT_PAGE);
  });

  app.get('/chat/agent/conversations', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ conversations: openConversations(rt.db) });
  });

  app.post('/chat/agent/conversations/:id/messages', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return errorAnswer(c, body.response.status as 400, 'MALFORMED', 'A JSON body is required');
    const input = chatMessageRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    const conversation = readConversation(rt.db, c.req.param('id'));
    if (!conversation) return errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found');
    if (conversation.status === 'closed') return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    return c.json(addMessage(rt.db, conversation.id, 'agent', input.data.text, serviceNow(rt.db)), 201);
  });

  app.post('/chat/agent/conversations/:id/close', (c) => {
    const conversation = readConversation(rt.db, c.req.param('id'));
    if (!conversation) return errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found');
    if (closeConversation(rt.db, conversation.id, serviceNow(rt.db))) mailTranscript(rt.db, readConversation(rt.db, conversation.id)!);
    return c.json(readConversation(rt.db, conversation.id));
  });
}
