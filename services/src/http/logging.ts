// JSON logs with pino: one line per request, and a request id on every line logged while it runs
// and on its answer (X-Request-Id; a valid incoming one is kept, as load balancers set it).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import pino, { type Logger } from 'pino';

export type { Logger };

/** The services' root logger at `level`, to standard output. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: { service: 'services' }, redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password'], remove: true } }, destination);
}

const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** Sets `c.var.log` (a child logger with the request id) and logs each request once it is answered. */
export function requestLogging(root: Logger): MiddlewareHandler<{ Variables: { log: Logger; requestId: string } }> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = root.child({ requestId });
    c.set('log', log);
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    // The path only: query strings may carry values nobody should find in a log.
    log.info({ method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}
