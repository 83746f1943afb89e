// Signing in from Studio's Presentation tool without the editor pasting anything into its frame:
// Presentation's preview-url secret handshake (@sanity/preview-url-secret). When the tool opens,
// Studio (as the signed-in editor) writes a `sanity.previewUrlSecret` draft holding a random
// secret and the Studio's URL, then loads the preview's enable path in its frame with that secret
// in the query. The preview server reads the secret document back with its own drafts-reading token
// (server-side only) and, when it is there, younger than Sanity's TTL (an hour), written by a Studio
// whose origin may frame the preview, and not used before, answers with a session cookie for the
// frame. A secret is good for one sign-in: the server remembers the ones it took until they expire.
import type { SanityClient } from '@sanity/client';
import { apiVersion, SECRET_TTL, schemaType, tag, urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';

export { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret };

/** How long a Studio secret is good for after Studio wrote it (Sanity's TTL). */
export const STUDIO_SECRET_TTL_MS = SECRET_TTL * 1000;

/** The secret document as the preview reads it. */
interface SecretDocument {
  _id?: string;
  _updatedAt?: string;
  secret?: string;
  studioUrl?: string;
}

const SECRET_QUERY = `*[_type == $type && secret == $secret][0]{_id, _updatedAt, secret, studioUrl}`;

/** Why a Studio secret was refused (for the refusal page; never the secret itself). */
export type Refusal = 'missing' | 'unknown' | 'expired' | 'used' | 'studio' | 'lake';

export type HandshakeResult = { ok: true; studioOrigin: string } | { ok: false; reason: Refusal };

/** The origin of a URL, or null. */
function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** Validates Studio secrets against the lake, each once. */
export class StudioHandshake {
  /** Secrets already taken, with when they expire (forgotten after that: the lake refuses them then). */
  private readonly used = new Map<string, number>();

  constructor(
    /** The lake, with a token that may read drafts (Studio's secret documents are drafts). */
    private readonly lake: SanityClient,
    /** Studio origins that may frame the preview (and so sign it in). */
    private readonly studioOrigins: readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks a secret from the enable path's query and, when good, takes it (a second use is refused). */
  async take(secret: string | null): Promise<HandshakeResult> {
    if (!secret || !/^[A-Za-z0-9_-]{8,200}$/.test(secret)) return { ok: false, reason: 'missing' };
    const now = this.now();
    for (const [key, expires] of this.used) if (expires <= now) this.used.delete(key);
    if (this.used.has(secret)) return { ok: false, reason: 'used' };
    let doc: SecretDocument | null;
    try {
      doc = await this.lake
        .withConfig({ apiVersion, perspective: 'raw', useCdn: false })
        .fetch<SecretDocument | null>(SECRET_QUERY, { type: schemaType, secret }, { tag });
    } catch {
      return { ok: false, reason: 'lake' };
    }
    if (!doc?._id || doc.secret !== secret || !doc._updatedAt) return { ok: false, reason: 'unknown' };
    const expires = Date.parse(doc._updatedAt) + STUDIO_SECRET_TTL_MS;
    if (!(expires > now)) return { ok: false, reason: 'expired' };
    const studioOrigin = originOf(doc.studioUrl);
    if (!studioOrigin || !this.studioOrigins.includes(studioOrigin)) return { ok: false, reason: 'studio' };
    // Taken before the answer goes out, so two requests racing with one secret get one session.
    if (this.used.has(secret)) return { ok: false, reason: 'used' };
    this.used.set(secret, expires);
    return { ok: true, studioOrigin };
  }
}

/** The CSP `frame-ancestors` of preview responses: Studio's origins only. */
export function frameAncestors(studioOrigins: readonly string[]): string {
  return studioOrigins.length ? `frame-ancestors ${studioOrigins.join(' ')}` : "frame-ancestors 'none'";
}

/** A Content-Security-Policy with its frame-ancestors replaced (or added) by Studio's origins. */
export function withFrameAncestors(csp: string, studioOrigins: readonly string[]): string {
  const directives = csp
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !/^frame-ancestors(\s|$)/i.test(part));
  return [...directives, frameAncestors(studioOrigins)].join('; ');
}

/** Studio origins as configured (`PREVIEW_STUDIO_ORIGINS`, comma-separated), default Studio's local one. */
export function studioOriginsFrom(value: string | undefined): string[] {
  const origins = (value ?? 'http://localhost:3333')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (originOf(origin) !== origin) throw new Error(`PREVIEW_STUDIO_ORIGINS: ${origin} is not an origin (scheme://host[:port]).`);
  }
  return origins;
}
