import type { Database } from 'better-sqlite3';
import { Hono } from 'hono';
import { newestFirstPage, pageProblem, type PageSize } from '../http/listing.js';
import { listMail, type OutboxMail } from './index.js';

/** Pages of `GET /outbox`. */
export const MAIL_PAGE: PageSize = { default: 100, max: 500 };
const mailPageQuery = newestFirstPage(MAIL_PAGE);

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function renderPage(mails: OutboxMail[], to: string | undefined): string {
  const rows = mails
    .slice()
    .reverse()
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  // Mail HTML bodies are shown as text only: nothing from a mail is rendered as markup.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style>
</head><body><h1>Outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first.</p>
${rows || '<p>No mail yet.</p>'}
</body></html>`;
}

/**
 * Routes of the mail outbox, which hold reset and verification codes and so need the admin key: `GET /outbox`
 * (JSON, `?to=` filters by recipient, the newest `limit` mails, older pages by `before`) and the developer page
 * `GET /outbox.html` (the admin key or a developer session).
 */
export function createOutboxRoutes(db: Database): Hono {
  const app = new Hono();
  app.get('/outbox', (c) => {
    const page = mailPageQuery.safeParse(c.req.query());
    if (!page.success) return c.json({ errors: [{ message: pageProblem(MAIL_PAGE, 'before') }] }, 400);
    const to = c.req.query('to') || undefined;
    c.header('cache-control', 'no-store');
    return c.json(listMail(db, { to, ...page.data }));
  });
  app.get('/outbox.html', (c) => {
    const to = c.req.query('to') || undefined;
    c.header('cache-control', 'no-store');
    return c.html(renderPage(listMail(db, { to, limit: MAIL_PAGE.default }).messages, to));
  });
  return app;
}
