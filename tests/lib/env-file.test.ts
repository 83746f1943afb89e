import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../../shared/env-file';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function emptyDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-file-'));
  dirs.push(dir);
  return dir;
}

function dirWith(text: string): string {
  const dir = emptyDir();
  writeFileSync(path.join(dir, '.env'), text);
  return dir;
}

describe('loadEnvFile', () => {
  it('sets what the .env file names', () => {
    const env: NodeJS.ProcessEnv = {};
    const set = loadEnvFile(dirWith('# comment\nTWIN_PORT=8899\nGATSBY_TWIN_URL="http://127.0.0.1:8899"\n'), env);
    expect(env).toEqual({ TWIN_PORT: '8899', GATSBY_TWIN_URL: 'http://127.0.0.1:8899' });
    expect(set.sort()).toEqual(['GATSBY_TWIN_URL', 'TWIN_PORT']);
  });

  it('leaves variables already in the environment as they are', () => {
    const env: NodeJS.ProcessEnv = { TWIN_PORT: '7000' };
    loadEnvFile(dirWith('TWIN_PORT=8899\n'), env);
    expect(env.TWIN_PORT).toBe('7000');
  });

  it('treats an empty value as unset, so .env.example copied as it is changes nothing unset', () => {
    const env: NodeJS.ProcessEnv = {};
    loadEnvFile(dirWith('SITE_URL=\nTWIN_ADMIN_KEY=\n'), env);
    expect(env).toEqual({});
  });

  it('does nothing without a .env file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(emptyDir(), env)).toEqual([]);
    expect(env).toEqual({});
  });
});
