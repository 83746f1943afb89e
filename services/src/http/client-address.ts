// The client's address: the socket's, or, behind `trusted` proxies that each append the address they
// saw to X-Forwarded-For, the entry that many places from the right (what the nearest untrusted hop
// said). Entries a client wrote itself sit further left and are never read.
import type { Context } from 'hono';

/** The client address of a request behind `trusted` proxies. */
export function clientAddress(c: Context, trusted: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trusted <= 0) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops[hops.length - trusted] ?? hops[0] ?? socket;
}
