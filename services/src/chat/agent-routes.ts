// The agent side of live chat, behind a sign-in: the page at /chat/agent (a password form until signed
// in) and the JSON calls it makes. The session is an HttpOnly SameSite=Strict cookie for /chat/agent
// kept as a row, so any instance knows it; every change also needs the page's CSRF token and the
// services' own Origin.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { chatMessageRequestSchema } from '../../../wire/services.js';
import { AGENT_PATH } from './agent-path.js';
import { errorAnswer, invalidAnswer, readBytes, readJsonObject } from '../http/answers.js';
import type { Services, ServicesApp } from '../part.js';
import { agentRoutesWithoutCors, checkPassword, countSignIn, CSRF_HEADER, csrfMatches, endSession, fromOwnOrigin, readSession, startSession } from './agent-auth.js';
import { agentPage, html, signInPage } from './agent-page.js';
import type { ChatEventHub } from './events.js';
import { addMessage, openConversations, readConversation } from './store.js';
import { endConversation } from './visitor-routes.js';

/** Mounts the agent page and its API. */
export function chatAgentRoutes(app: ServicesApp, services: Services, hub: ChatEventHub): void {
  const ownOrigin = (c: Context) => fromOwnOrigin(c, services.config.publicUrl);

  // The signed-in agent's session, and for a change its CSRF token and Origin; else the answer to send.
  const agent = async (c: Context, change: boolean): Promise<Response | undefined> => {
    c.header('cache-control', 'no-store');
    const session = await readSession(services, c);
    if (!session) return errorAnswer(c, 401, 'UNAUTHORIZED', 'Sign in to the agent page first');
    if (change && !(ownOrigin(c) && csrfMatches(session, c.req.header(CSRF_HEADER)))) {
      return errorAnswer(c, 403, 'FORBIDDEN', 'This request did not come from the agent page');
    }
    return undefined;
  };

  app.use('*', agentRoutesWithoutCors);

  app.get(AGENT_PATH, async (c) => {
    const session = await readSession(services, c);
    if (!session) return html(c, signInPage());
    const nonce = randomBytes(16).toString('base64');
    return html(c, agentPage(session.csrf, nonce), 200, nonce);
  });

  app.post(`${AGENT_PATH}/sign-in`, async (c) => {
    if (!ownOrigin(c)) return html(c, signInPage('Please sign in from this page.'), 403);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const body = await readBytes(c, 4096);
    if (type !== 'application/x-www-form-urlencoded' || body === null) return html(c, signInPage('Please sign in with the form.'), 400);
    // The attempt counts before the password is looked at: at most the limit are ever checked.
    const verdict = await countSignIn(services, c);
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfter));
      return html(c, signInPage('Too many wrong passwords. Please wait a few minutes and try again.'), 429);
    }
    const password = new URLSearchParams(body.toString('utf8')).get('password') ?? '';
    if (!(await checkPassword(services, c, password))) return html(c, signInPage('Wrong password.'), 401);
    await startSession(services, c);
    c.header('cache-control', 'no-store');
    return c.redirect(AGENT_PATH, 303);
  });

  app.post(`${AGENT_PATH}/sign-out`, async (c) => {
    const session = await readSession(services, c);
    const body = await readBytes(c, 4096);
    const token = c.req.header(CSRF_HEADER) ?? (body !== null ? (new URLSearchParams(body.toString('utf8')).get('csrf') ?? undefined) : undefined);
    if (session && !(ownOrigin(c) && csrfMatches(session, token))) {
      return errorAnswer(c, 403, 'FORBIDDEN', 'This request did not come from the agent page');
    }
    await endSession(services, c);
    c.header('cache-control', 'no-store');
    return c.redirect(AGENT_PATH, 303);
  });

  app.get(`${AGENT_PATH}/conversations`, async (c) => {
    const refused = await agent(c, false);
    if (refused) return refused;
    return c.json({ conversations: await openConversations(services.db) });
  });

  app.post(`${AGENT_PATH}/conversations/:id/messages`, async (c) => {
    const refused = await agent(c, true);
    if (refused) return refused;
    const body = await readJsonObject(c);
    if (!body.ok) return errorAnswer(c, body.response.status as 400, 'MALFORMED', 'A JSON body is required');
    const input = chatMessageRequestSchema.safeParse(body.value);
    if (!input.success) return invalidAnswer(c, input.error);
    const conversation = await readConversation(services.db, c.req.param('id'));
    if (!conversation) return errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found');
    if (conversation.status === 'closed') return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    const message = await addMessage(services.db, conversation.id, 'agent', input.data.text, await services.now());
    if (!message) return errorAnswer(c, 409, 'CHAT_CLOSED', 'This conversation has ended');
    await hub.publish(conversation.id);
    return c.json(message, 201);
  });

  app.post(`${AGENT_PATH}/conversations/:id/close`, async (c) => {
    const refused = await agent(c, true);
    if (refused) return refused;
    const conversation = await readConversation(services.db, c.req.param('id'));
    if (!conversation) return errorAnswer(c, 404, 'NOT_FOUND', 'Conversation not found');
    return c.json(await endConversation(services, hub, conversation.id));
  });
}
