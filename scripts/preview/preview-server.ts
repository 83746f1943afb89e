// The preview origin of one brand: its preview build (drafts over published, built by the previewer)
// served exactly as the public site is (the static server: the build's own `_headers` with its CSP,
// `_redirects`, 404 pages), behind a sign-in. Without a valid session cookie every request is refused
// with 401 and a page that asks for the preview secret, never with content; the sign-in page posts
// the secret to the same origin, which answers with the session cookie (session.ts). Preview answers
// are never kept by a shared cache and never indexed. Studio's Presentation tool frames the preview
// and signs it in through its preview-url secret (studio-handshake.ts) at the enable path, which sets
// a session cookie for the frame; every preview response may be framed by Studio's origins only
// (CSP frame-ancestors), the public sites by nobody.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createStaticHandler, type StaticServerOptions } from '../static-server/server';
import { FRAMED_SESSION_COOKIE, framedSessionCookie, readCookie, secretMatches, SESSION_COOKIE, sessionCookie, verifySession } from './session';
import { LIVE_EVENTS_PATH, LIVE_SCRIPT, LIVE_SCRIPT_PATH, liveReleases, releaseTimingHeader, servedRelease } from './live';
import { OVERLAY_PATH, overlayBundle } from './overlay';
import { frameAncestors, type StudioHandshake, urlSearchParamPreviewPathname, urlSearchParamPreviewSecret, withFrameAncestors } from './studio-handshake';

/** Path of the sign-in page (GET shows the form, POST signs in). */
export const SIGN_IN_PATH = '/__preview/sign-in';

/** Path Studio's Presentation tool opens first, with its preview-url secret (`previewMode.enable`). */
export const ENABLE_PATH = '/__preview/enable';

/** Studio's origin when none is configured (`npm run studio`). */
export const DEFAULT_STUDIO_ORIGINS = ['http://localhost:3333'];

/** Options of a preview server. */
export interface PreviewServerOptions extends StaticServerOptions {
  /** The preview secret an editor pastes to sign in. */
  secret: string;
  /** Name shown on the sign-in page (the brand's). */
  siteName: string;
  /** Send the session cookie with Secure (the preview served over HTTPS). */
  secureCookie?: boolean;
  /** Told when a signed-in editor asks for a preview that has no build yet (the previewer then builds it). */
  onWanted?: () => void;
  /** Origins of the Studios that may frame the preview (default DEFAULT_STUDIO_ORIGINS). */
  studioOrigins?: readonly string[];
  /** Checks Studio's preview-url secrets (none: the enable path refuses; the sign-in page still works). */
  handshake?: StudioHandshake;
  /** The clock of sessions (tests move it). */
  now?: () => number;
}

const MAX_FORM_BYTES = 16 * 1024;

/** Headers of the preview's own pages: nothing but the page itself, posted only to this origin. */
const OWN_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
};

/** What the enable path answers when Studio's secret is refused (never the secret). */
const REFUSED_FROM_STUDIO = 'Studio could not sign in to this preview (its link is unknown, expired or already used). Reload the preview in Studio, or sign in with the preview secret.';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A path of this origin to go back to after signing in (anything else: the home page). */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith(SIGN_IN_PATH)) return '/';
  return value;
}

/** The sign-in page (also the body of every refused request). */
export function renderSignIn(siteName: string, next: string, error?: string): string {
  const title = `Sign in to the preview of ${siteName}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;width:100%;padding:.5rem;margin-top:.25rem;border:1px solid #555;border-radius:4px;box-sizing:border-box}button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;border:0;border-radius:4px;background:#1a4d8f;color:#fff;cursor:pointer}button:focus-visible,input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}.error{color:#a00000;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>This origin shows unpublished content. Paste the preview secret to see it.</p>
${error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="preview-secret">Preview secret</label>
<input id="preview-secret" name="secret" type="password" autocomplete="current-password" required${error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : ''}>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}

/** The page of a preview origin whose first build is not finished. */
function renderBuilding(siteName: string): string {
  const title = `The preview of ${siteName} is being built`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="15"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>Its first build has started and takes a few minutes; this page reloads every 15 seconds.</p></main></body>
</html>
`;
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** True for a request a page of another site made (the sign-in accepts only this origin's own form). */
function crossSite(req: http.IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return new URL(origin).host !== req.headers.host;
    } catch {
      return true;
    }
  }
  return false;
}

function page(res: http.ServerResponse, status: number, html: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...OWN_PAGE_HEADERS, ...extra });
  res.end(html);
}

/** True when a session cookie (the preview's own, or the one of Studio's frame) is valid now. */
function signedIn(secret: string, cookieHeader: string | undefined, now: number): boolean {
  return verifySession(secret, readCookie(cookieHeader, SESSION_COOKIE), now) || verifySession(secret, readCookie(cookieHeader, FRAMED_SESSION_COOKIE), now);
}

/**
 * Makes every header of this response framable by Studio's origins only: the CSP's frame-ancestors
 * names them (the build's `_headers` says 'none', as the public site does), X-Frame-Options goes
 * (it cannot name an origin), and anything that would cache or index the preview is overridden.
 */
function previewHeaders(res: http.ServerResponse, studioOrigins: readonly string[]): { content: boolean } {
  /** Set once the response is the preview's content (then never cached by others). */
  const state = { content: false };
  const adjust = (name: string, value: number | string | readonly string[]): number | string | readonly string[] | null => {
    const key = name.toLowerCase();
    if (key === 'x-frame-options') return null;
    if (key === 'content-security-policy') return Array.isArray(value) ? value.map((item: string) => withFrameAncestors(item, studioOrigins)) : withFrameAncestors(String(value), studioOrigins);
    if (state.content && key === 'cache-control') return 'private, no-cache';
    return value;
  };
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => {
    const adjusted = adjust(name, value);
    if (adjusted === null) return res;
    return setHeader(name, adjusted);
  }) as typeof res.setHeader;
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((value) => value && typeof value === 'object') as Record<string, number | string | readonly string[]> | undefined;
    if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        const adjusted = adjust(name, value);
        if (adjusted === null) delete headers[name];
        else headers[name] = adjusted;
      }
    }
    // Headers set earlier with setHeader already went through adjust; one without a CSP gets one.
    if (!res.hasHeader('content-security-policy') && !Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'content-security-policy')) {
      setHeader('Content-Security-Policy', frameAncestors(studioOrigins));
    }
    return (writeHead as (status: number, ...args: unknown[]) => http.ServerResponse)(status, ...rest);
  }) as typeof res.writeHead;
  return state;
}

/** The request handler of a preview origin. */
export function createPreviewHandler(options: PreviewServerOptions): http.RequestListener {
  // Made once the first preview build is there (the static server resolves its root when made).
  let serveStatic: http.RequestListener | null = null;
  const live = liveReleases(options.root);
  const studioOrigins = options.studioOrigins ?? DEFAULT_STUDIO_ORIGINS;
  const now = options.now ?? Date.now;
  return (req, res) => {
    let url: URL;
    try {
      url = new URL(`http://localhost${req.url ?? '/'}`);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request');
      return;
    }
    const headers = previewHeaders(res, studioOrigins);
    if (url.pathname === ENABLE_PATH) {
      // The secret is in this address (Presentation puts it there): nothing here logs addresses, the
      // answer is never kept, and it sends no Referer onwards.
      const refused = () => page(res, 401, renderSignIn(options.siteName, '/', REFUSED_FROM_STUDIO), { 'Referrer-Policy': 'no-referrer' });
      if (req.method !== 'GET' || !options.handshake) {
        refused();
        return;
      }
      const next = safeNext(url.searchParams.get(urlSearchParamPreviewPathname));
      void options.handshake.take(url.searchParams.get(urlSearchParamPreviewSecret)).then(
        (result) => {
          if (!result.ok) {
            refused();
            return;
          }
          res.writeHead(303, { Location: next, 'Set-Cookie': framedSessionCookie(options.secret, now()), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
          res.end();
        },
        () => refused(),
      );
      return;
    }
    if (url.pathname === SIGN_IN_PATH) {
      if (req.method === 'GET' || req.method === 'HEAD') {
        page(res, 200, renderSignIn(options.siteName, safeNext(url.searchParams.get('next'))));
        return;
      }
      if (req.method !== 'POST') {
        page(res, 405, renderSignIn(options.siteName, '/'), { Allow: 'GET, HEAD, POST' });
        return;
      }
      if (crossSite(req)) {
        page(res, 403, renderSignIn(options.siteName, '/', 'Sign in from this page.'));
        return;
      }
      void readForm(req).then(
        (form) => {
          const next = safeNext(form?.get('next'));
          if (!form || !secretMatches(options.secret, form.get('secret') ?? '')) {
            page(res, 401, renderSignIn(options.siteName, next, 'That is not the preview secret.'));
            return;
          }
          res.writeHead(303, { Location: next, 'Set-Cookie': sessionCookie(options.secret, now(), options.secureCookie === true), 'Cache-Control': 'no-store' });
          res.end();
        },
        () => page(res, 400, renderSignIn(options.siteName, '/')),
      );
      return;
    }
    if (!signedIn(options.secret, req.headers.cookie, now())) {
      const next = req.method === 'GET' ? safeNext(`${url.pathname}${url.search}`) : '/';
      page(res, 401, req.method === 'HEAD' ? '' : renderSignIn(options.siteName, next));
      return;
    }
    // Drafts are private: no shared cache keeps them and no search engine indexes them.
    headers.content = true;
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (url.pathname === LIVE_EVENTS_PATH) {
      live.handle(req, res);
      return;
    }
    if (url.pathname === LIVE_SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? '' : LIVE_SCRIPT);
      return;
    }
    if (url.pathname === OVERLAY_PATH) {
      // The click-to-edit overlay the preview pages load (bundled from Studio's install; overlay.ts).
      void overlayBundle().then((bundle) => {
        const code = 'code' in bundle ? bundle.code : `console.warn(${JSON.stringify(`Click-to-edit is off: ${bundle.missing}`)});\n`;
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, no-cache', 'X-Content-Type-Options': 'nosniff' });
        res.end(req.method === 'HEAD' ? '' : code);
      });
      return;
    }
    if (!serveStatic) {
      if (!existsSync(path.join(options.root, 'index.html'))) {
        options.onWanted?.();
        page(res, 503, renderBuilding(options.siteName), { 'Retry-After': '15' });
        return;
      }
      serveStatic = createStaticHandler(options);
    }
    // The release this answer comes from, for the page's live refresh (read before the file, so a
    // publish in between can only make the page reload once more, never miss a build).
    res.setHeader('Server-Timing', releaseTimingHeader(servedRelease(options.root)));
    serveStatic(req, res);
  };
}

/** Creates (but does not start) a preview server. */
export function createPreviewServer(options: PreviewServerOptions): http.Server {
  return http.createServer(createPreviewHandler(options));
}
