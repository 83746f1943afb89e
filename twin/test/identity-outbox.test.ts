import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '../src/outbox/index.js';
import { ADMIN_HEADERS, startTestTwin, TEST_ADMIN_KEY } from './helpers.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

type Outbox = { messages: { id: number; to: string; subject: string; text: string; html: string | null; createdAt: string }[] };

describe('outbox', () => {
  it('records every mail; GET /outbox lists them oldest first and filters by recipient case-insensitively', async () => {
    sendMail(twin.db, { to: 'one@example.com', subject: 'First', text: 'Hello one' });
    sendMail(twin.db, { to: 'two@example.com', subject: 'Second', text: 'Hello two', html: '<p>Hello two</p>' });
    sendMail(twin.db, { to: 'One@Example.com', subject: 'Third', text: 'Hello again' });
    const all = (await (await fetch(`${twin.url}/outbox`, { headers: ADMIN_HEADERS })).json()) as Outbox;
    expect(all.messages.map((m) => m.subject)).toEqual(['First', 'Second', 'Third']);
    expect(all.messages[1]).toMatchObject({ to: 'two@example.com', html: '<p>Hello two</p>' });
    const res = await fetch(`${twin.url}/outbox?to=ONE@example.com`, { headers: ADMIN_HEADERS });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as Outbox).messages.map((m) => m.subject)).toEqual(['First', 'Third']);
  });

  it('outbox.html shows mails newest first and escapes their content', async () => {
    sendMail(twin.db, { to: 'html@example.com', subject: '<script>alert(1)</script>', text: 'a & b <b>bold</b>' });
    const res = await fetch(`${twin.url}/outbox.html?to=html@example.com`, { headers: ADMIN_HEADERS });
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('a &#38; b &#60;b&#62;bold&#60;/b&#62;');
  });

  it('keeps mails across a restart of the twin', async () => {
    sendMail(twin.db, { to: 'durable@example.com', subject: 'Kept', text: 'still here' });
    const { startTwin } = await import('../src/app.js');
    const again = await startTwin({ port: 0, dbPath: twin.dbPath, contentDir: 'twin/test/fixtures/content', adminKey: TEST_ADMIN_KEY });
    try {
      const list = (await (await fetch(`${again.url}/outbox?to=durable@example.com`, { headers: ADMIN_HEADERS })).json()) as Outbox;
      expect(list.messages.map((m) => m.subject)).toEqual(['Kept']);
    } finally {
      await again.close();
    }
  });
});
