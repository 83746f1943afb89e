// Link rules and the safety checks for hrefs from content or query strings.
import { isFileLike, withTrailingSlash } from './core';

/** A link as content stores it (support cards, sections). */
export interface ContentLink {
  type: 'internal' | 'external' | 'disable' | string;
  targetId?: string | null;
  path?: string | null;
  href?: string | null;
}

/** A link is valid unless its type is disable; an internal link also needs a target id. */
export function isLinkValid(link: ContentLink | null | undefined): boolean {
  if (!link || link.type === 'disable') return false;
  if (link.type === 'internal') return Boolean(link.targetId);
  return true;
}

/** Internal link paths get a trailing slash, except file-like paths. */
export function internalLinkPath(path: string): string {
  return isFileLike(path) ? (path.startsWith('/') ? path : `/${path}`) : withTrailingSlash(path);
}

/** True for a same-origin site path (`/x`), never `//host`, `/\host` or a scheme. */
export function isSameOriginPath(target: string | null | undefined): boolean {
  if (!target || !target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  return !/[\u0000-\u001f]/.test(target);
}

/** A redirect target from a query string: used only if it is a same-origin path, else home. */
export function safeRedirectTarget(target: string | null | undefined, home = '/'): string {
  return target && isSameOriginPath(target) ? target : home;
}

/** True for hrefs rich text and content may carry: https, mailto, tel, or a same-origin path. */
export function isSafeHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const trimmed = href.trim();
  if (isSameOriginPath(trimmed)) return true;
  if (trimmed.startsWith('#')) return true;
  return /^(https:\/\/[^\s/]|mailto:|tel:)/i.test(trimmed);
}

/**
 * The login page of a locale with the `redirect` parameter holding the origin's path and search
 * (URL-encoded); omitted when the origin is the account page itself or a sign-in screen.
 */
export function loginHref(urlPath: string, origin?: { pathname: string; search?: string }): string {
  const login = `${urlPath}/account/login/`;
  if (!origin) return login;
  const originPath = origin.pathname.slice(urlPath.length) || '/';
  // The account page itself and the sign-in screens send no redirect; other account pages do.
  if (/^\/account\/?$|^\/account\/(login|register|logout|reset-password|verify-account)(\/|$)/.test(originPath)) return login;
  return `${login}?redirect=${encodeURIComponent(`${origin.pathname}${origin.search ?? ''}`)}`;
}
