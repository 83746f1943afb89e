// The services' bundle runs with plain node and the production dependencies only: built into a
// temporary folder, installed there with `npm install --omit=dev` (no devDependency, no tsx, none of
// the repository's node_modules), started on the embedded database, ready, and drained by SIGTERM.
// A bad or missing variable stops it at start with a message naming the variable.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices } from '../../scripts/build-services';

let dir: string;

const ENV = {
  SERVICES_PORT: '0',
  SERVICES_DATA_DIR: 'data',
  SERVICES_SITE_ORIGINS: 'http://trailmate.localhost:9001',
  SERVICES_ADMIN_KEY: 'bundle-test-admin-key-0001',
  SERVICES_AGENT_PASSWORD: 'bundle-test-agent',
  SHOPIFY_STORES: JSON.stringify([
    { name: 'trailmate-us', brand: 'trailmate', currency: 'USD', adminUrl: 'http://127.0.0.1:9/admin/api/2025-04/graphql.json', adminToken: 'shpat_0123456789abcdef', webhookSecret: '0123456789abcdef0123', multipassSecret: '0123456789abcdef0123', storeUrl: 'http://127.0.0.1:9/shops/trailmate-us' },
  ]),
  COGNITO_ISSUER: 'http://127.0.0.1:9/cognito/us-east-1_TwinPool1',
  COGNITO_CLIENT_ID: 'twinappclient0000000000001',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SANITY_API_URL: 'http://127.0.0.1:9/sanity',
  LOG_LEVEL: 'warn',
};

/** The environment of a process that sees only ENV (plus PATH and HOME): nothing of this shell's. */
function isolated(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'services-bundle-'));
  await buildServices(dir);
  const install = spawnSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-package-lock'], { cwd: dir, encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the services bundle', () => {
  it('lists only production dependencies, at the installed versions', () => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const root = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    for (const name of Object.keys(manifest.dependencies)) expect(root.dependencies[name], name).toBeTruthy();
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['hono', 'kysely', 'pg', 'pg-boss', '@electric-sql/pglite']));
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
  });

  it('starts from the --omit=dev install, answers ready, and drains on SIGTERM', async () => {
    const child = spawn(process.execPath, ['main.mjs'], { cwd: dir, env: isolated(ENV), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const url = /SERVICES_URL=(\S+)/.exec(output)?.[1];
        if (url) resolve(url);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
    });
    expect((await (await fetch(`${url}/healthz`)).json()).status).toBe('ok');
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).database).toBe('embedded');
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('stops at start, naming a missing or bad variable', () => {
    const { SMTP_URL: _missing, ...rest } = ENV;
    const missing = spawnSync(process.execPath, ['main.mjs'], { cwd: dir, env: isolated(rest), encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/SMTP_URL: is required/);
    const bad = spawnSync(process.execPath, ['main.mjs'], { cwd: dir, env: isolated({ ...ENV, SERVICES_DATABASE_URL: 'mysql://x' }), encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/SERVICES_DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});
