// Live refresh of the preview: a signed-in page's event stream names the served release at once and
// each new one the previewer publishes (the release link swapped, as releases.ts does); the stream
// and its script are refused without a session; the notice loads the script the server serves; each
// page's answer names the release it came from.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, renameSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import React from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, LIVE_SCRIPT_PATH, RELEASE_TIMING } from '../../scripts/preview/live';
import { createPreviewServer } from '../../scripts/preview/preview-server';
import { SESSION_COOKIE, signSession } from '../../scripts/preview/session';
import { listen } from '../../scripts/static-server/server';
import { LIVE_SCRIPT, PreviewNotice } from '../../src/components/site/preview-notice';

const SECRET = 'a-preview-secret-of-this-test-0002';
let work: string;
let server: http.Server;
let origin: string;

function release(name: string): void {
  const dir = path.join(work, '.releases', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
}

/** Publishes a release as the previewer does: a new link renamed over the served one. */
function publish(name: string): void {
  const next = path.join(work, 'trailmate.next');
  symlinkSync(path.join('.releases', name), next, 'dir');
  renameSync(next, path.join(work, 'trailmate'));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'preview-live-'));
  release('trailmate-1');
  release('trailmate-2');
  publish('trailmate-1');
  server = createPreviewServer({ root: path.join(work, 'trailmate'), secret: SECRET, siteName: 'trailmate' });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});

afterAll(() => {
  // Open event streams end with their connections (as `npm start`'s stop closes them).
  server.close();
  server.closeAllConnections();
  rmSync(work, { recursive: true, force: true });
});

const cookie = () => `${SESSION_COOKIE}=${signSession(SECRET, Date.now() + 60_000)}`;

/** Reads a stream's events until `count` release events have come. */
async function releases(response: Response, count: number, onFirst?: () => void): Promise<string[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: string[] = [];
  let buffer = '';
  while (seen.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^event: release\ndata: (.*)$/m.exec(event);
      if (!data) continue;
      seen.push(data[1]!);
      if (seen.length === 1) onFirst?.();
    }
  }
  await reader.cancel();
  return seen;
}

describe('live refresh of the preview', () => {
  it('names the served release, then the next one once it is published', async () => {
    const response = await fetch(`${origin}${LIVE_EVENTS_PATH}`, { headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(await releases(response, 2, () => publish('trailmate-2'))).toEqual(['trailmate-1', 'trailmate-2']);
  });

  it('a page that opens its stream right after a publish does not keep the news from the pages already open', async () => {
    const open = await fetch(`${origin}${LIVE_EVENTS_PATH}`, { headers: { cookie: cookie() } });
    let late: Promise<string[]> | undefined;
    const seen = await releases(open, 2, () => {
      publish('trailmate-1');
      late = fetch(`${origin}${LIVE_EVENTS_PATH}`, { headers: { cookie: cookie() } }).then((response) => releases(response, 1));
    });
    expect(seen).toEqual(['trailmate-2', 'trailmate-1']);
    expect(await late).toEqual(['trailmate-1']);
  });

  it('refuses the stream and the script without a session', async () => {
    for (const pathname of [LIVE_EVENTS_PATH, LIVE_SCRIPT_PATH]) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(401);
      expect(await response.text()).not.toContain('EventSource');
    }
  });

  it('serves the script the notice loads, which listens to the stream and reloads on another release', async () => {
    expect(LIVE_SCRIPT).toBe(LIVE_SCRIPT_PATH);
    const notice = renderToStaticMarkup(React.createElement(PreviewNotice, { brandId: 'trailmate', pathname: '/' }));
    expect(notice).toContain(`<script type="module" src="${LIVE_SCRIPT_PATH}"></script>`);
    const response = await fetch(`${origin}${LIVE_SCRIPT_PATH}`, { headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const code = await response.text();
    expect(code).toContain(`new EventSource("${LIVE_EVENTS_PATH}")`);
    expect(code).toContain('location.reload()');
    expect(code).toContain(`serverTiming?.find((entry) => entry.name === "${RELEASE_TIMING}")`);
  });

  it('names on each page the release it was served from, so a build published before the page’s stream opens still reloads it', async () => {
    for (const name of ['trailmate-2', 'trailmate-1']) {
      publish(name);
      const response = await fetch(`${origin}/`, { headers: { cookie: cookie() } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<title>${name}</title>`);
      expect(response.headers.get('server-timing')).toBe(`${RELEASE_TIMING};desc="${name}"`);
    }
    // Not to anyone signed out: the sign-in page names nothing.
    expect((await fetch(`${origin}/`)).headers.get('server-timing')).toBeNull();
  });
});
