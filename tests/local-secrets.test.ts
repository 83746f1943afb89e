import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localSecrets, withLocalTwinKey } from '../scripts/local-secrets';

const roots: string[] = [];
const root = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-secrets-'));
  roots.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the marketer’s tools on a fresh npm start', () => {
  it('use the twin admin key npm start made up when the environment names none', () => {
    const dir = root();
    const started = localSecrets(dir);
    expect(withLocalTwinKey({ TWIN_URL: 'http://127.0.0.1:8787' }, dir).TWIN_ADMIN_KEY).toBe(started.twinAdminKey);
    expect(JSON.parse(readFileSync(path.join(dir, '.data', 'local-secrets.json'), 'utf8')).twinAdminKey).toBe(started.twinAdminKey);
  });

  it('make the key up once when they run before npm start, and npm start then uses the same', () => {
    const dir = root();
    const key = withLocalTwinKey({}, dir).TWIN_ADMIN_KEY;
    expect(key).toMatch(/^[0-9a-f]{48}$/);
    expect(localSecrets(dir).twinAdminKey).toBe(key);
  });

  it('keep a configured key, and add none for the hosted lake', () => {
    const dir = root();
    expect(withLocalTwinKey({ TWIN_ADMIN_KEY: 'configured-key-0001' }, dir).TWIN_ADMIN_KEY).toBe('configured-key-0001');
    expect(withLocalTwinKey({ SANITY_PROJECT_ID: 'abc123' }, dir).TWIN_ADMIN_KEY).toBeUndefined();
  });
});

describe('the preview secret', () => {
  it('is made up with the others, and added to a file from before previews without changing its other secrets', () => {
    expect(localSecrets(root()).previewSecret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const dir = root();
    const older = { twinSecret: 'a'.repeat(64), twinAdminKey: 'b'.repeat(48), servicesAdminKey: 'c'.repeat(48), agentPassword: 'agent-password' };
    mkdirSync(path.join(dir, '.data'));
    writeFileSync(path.join(dir, '.data', 'local-secrets.json'), JSON.stringify(older));
    const secrets = localSecrets(dir);
    expect(secrets).toMatchObject(older);
    expect(secrets.previewSecret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(localSecrets(dir).previewSecret).toBe(secrets.previewSecret);
  });
});
