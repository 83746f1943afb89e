import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { createCognitoRoutes } from '../src/cognito/routes.js';
import { createOutboxRoutes } from '../src/outbox/routes.js';
import type { CognitoConfig } from '../src/cognito/config.js';

/** A running identity twin for tests: the user pool and outbox over a fresh in-memory database. */
export interface IdentityTwin {
  url: string;
  db: Database.Database;
  config: CognitoConfig;
  close: () => Promise<void>;
}

/** Starts the user pool and outbox routes on an ephemeral port. */
export async function startIdentityTwin(): Promise<IdentityTwin> {
  const db = new Database(':memory:');
  const config: CognitoConfig = { userPoolId: 'us-east-1_TwinPool1', clientId: 'twinappclient0000000000001' };
  const app = new Hono();
  app.route('/', createCognitoRoutes(db, config));
  app.route('/', createOutboxRoutes(db));
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    config,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
