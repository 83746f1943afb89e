// Live refresh of the preview pages: an open preview page (in a tab or Studio's Presentation frame)
// reloads itself once the previewer has published a new preview build, so a saved draft appears
// without the editor reloading. The preview notice loads a small module script (LIVE_SCRIPT_PATH),
// which listens to this origin's event stream (LIVE_EVENTS_PATH) and reloads once the stream names
// another release than the one the page came from. The server names that release on the page's own
// answer (a Server-Timing entry, RELEASE_TIMING, which the page reads from its navigation timing), so
// a build published between the page's answer and its stream still reloads it; without the entry,
// the stream's first event stands for it.
import { existsSync, readlinkSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/** The stream of the served release (signed-in previews only). */
export const LIVE_EVENTS_PATH = '/__preview/live';

/** The script the preview notice loads (src/components/site/preview-notice.tsx names the same path). */
export const LIVE_SCRIPT_PATH = '/__preview/live.js';

/** The Server-Timing entry naming the release a preview page was served from. */
export const RELEASE_TIMING = 'preview-release';

/** The Server-Timing header of a page served from `release`. */
export function releaseTimingHeader(release: string): string {
  return `${RELEASE_TIMING};desc=${JSON.stringify(release)}`;
}

/** The page's side: the release it came from, reload on another. EventSource reconnects by itself. */
export const LIVE_SCRIPT = `const source = new EventSource(${JSON.stringify(LIVE_EVENTS_PATH)});
const navigation = performance.getEntriesByType('navigation')[0];
let shown = navigation?.serverTiming?.find((entry) => entry.name === ${JSON.stringify(RELEASE_TIMING)})?.description || null;
source.addEventListener('release', (event) => {
  if (shown === null) shown = event.data;
  else if (event.data !== shown) {
    source.close();
    location.reload();
  }
});
`;

/** The name of the build served from `root`: the release its link points to (releases.ts), else its index page's time. */
export function servedRelease(root: string): string {
  try {
    return path.basename(readlinkSync(root));
  } catch {
    const index = path.join(root, 'index.html');
    return existsSync(index) ? `built-${statSync(index).mtimeMs}` : 'none';
  }
}

/** Options of the release stream: how often the link is looked at and a comment keeps the stream open. */
export interface LiveOptions {
  checkMs?: number;
  keepAliveMs?: number;
}

/** The event streams of one preview origin: each open page is told the served release, and every change of it. */
// The link is read every 100 ms while a page listens (one readlink: a draft's preview is about 2.5 s,
// and a half-second look would add a quarter of a second to it on average).
export function liveReleases(root: string, { checkMs = 100, keepAliveMs = 15_000 }: LiveOptions = {}) {
  const pages = new Set<http.ServerResponse>();
  let current = servedRelease(root);
  let timers: NodeJS.Timeout[] = [];
  const send = (res: http.ServerResponse, release: string) => res.write(`event: release\ndata: ${release}\n\n`);
  const stopTimers = () => {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  };
  const check = () => {
    const release = servedRelease(root);
    if (release === current) return;
    current = release;
    for (const res of pages) send(res, release);
  };
  return {
    /** Answers one page's stream until it leaves. */
    handle(req: http.IncomingMessage, res: http.ServerResponse): void {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      // A release published since the last look is told to the open pages before this one hears it.
      check();
      send(res, current);
      pages.add(res);
      if (!timers.length) {
        timers = [
          setInterval(check, checkMs),
          setInterval(() => {
            for (const page of pages) page.write(': keep-alive\n\n');
          }, keepAliveMs),
        ];
      }
      req.on('close', () => {
        pages.delete(res);
        if (!pages.size) stopTimers();
      });
    },
  };
}
