// The services' program: reads the environment, migrates, listens, logs JSON, and drains on SIGTERM
// (stops taking connections, ends event streams, lets requests in flight finish, then exits).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ConfigError, configFromEnv } from './config.js';
import { createServices } from './app.js';
import { createLogger } from './http/logging.js';

async function main(): Promise<void> {
  let config;
  try {
    config = configFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const instance = await createServices(config, { log });
  const server = serve({ fetch: instance.app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  log.info({ url, database: instance.services.database.kind }, 'listening');
  // The launcher reads this line to learn the port.
  console.log(`SERVICES_URL=${url}`);

  let draining = false;
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    log.info({ signal }, 'draining');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    const deadline = setTimeout(() => (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(), config.drainSeconds * 1000);
    deadline.unref();
    await instance.finish();
    await closed;
    await instance.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void drain('SIGTERM'));
  process.on('SIGINT', () => void drain('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
