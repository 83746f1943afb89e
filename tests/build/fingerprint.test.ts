// A build's code fingerprint changes with the site's code, the files Gatsby reads as nodes and the
// variables that reach the bundles, and not with content datasets or other variables.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../scripts/build/fingerprint';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FILES: Record<string, string> = {
  'src/a.ts': 'export const a = 1;\n',
  'content/catalogue-x.ndjson': '{"_id":"p1","_type":"product"}\n',
  'content/images/a.png': 'png-bytes',
  'gatsby-config.ts': 'export default {};\n',
};
const ENV: NodeJS.ProcessEnv = { BRAND: 'homing', SITE_URL: 'https://homing.example', CONTENT_DIR: 'content', TWIN_URL: 'http://localhost:4000' };

function repo(files: Record<string, string> = FILES): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) write(root, rel, text);
  return root;
}

function write(root: string, rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

describe('code fingerprint', () => {
  it('is the same for the same files and variables, wherever the repo is', () => {
    expect(codeFingerprint(repo(), ENV)).toBe(codeFingerprint(repo(), { ...ENV }));
  });

  it('changes with the code and with the files Gatsby reads as nodes', () => {
    const root = repo();
    const first = codeFingerprint(root, ENV);
    write(root, 'src/a.ts', 'export const a = 2;\n');
    const second = codeFingerprint(root, ENV);
    expect(second).not.toBe(first);
    write(root, 'content/images/a.png', 'other-png-bytes');
    expect(codeFingerprint(root, ENV)).not.toBe(second);
  });

  it('stays the same when a content dataset changes', () => {
    const root = repo();
    const first = codeFingerprint(root, ENV);
    write(root, 'content/catalogue-x.ndjson', '{"_id":"p1","_type":"product","title":"New"}\n');
    write(root, 'content/catalogue-y.ndjson', '{"_id":"p2","_type":"product"}\n');
    expect(codeFingerprint(root, ENV)).toBe(first);
  });

  it('changes with the variables that reach the bundles or gatsby-config, and only those', () => {
    const root = repo();
    const first = codeFingerprint(root, ENV);
    expect(codeFingerprint(root, { ...ENV, SITE_URL: 'https://other.example' })).not.toBe(first);
    expect(codeFingerprint(root, { ...ENV, BRAND: 'yardwise' })).not.toBe(first);
    expect(codeFingerprint(root, { ...ENV, CONTENT_DIR: 'elsewhere' })).not.toBe(first);
    expect(codeFingerprint(root, { ...ENV, TWIN_URL: 'http://localhost:5000' })).toBe(first);
    expect(codeFingerprint(root, { ...ENV, GATSBY_CPU_COUNT: '4' })).toBe(first);
  });
});

describe('a preview build’s fingerprint', () => {
  it('differs from the public build’s, which stays what it was before previews existed', () => {
    const root = repo();
    const publicBuild = codeFingerprint(root, ENV);
    expect(codeFingerprint(root, { ...ENV, SANITY_PERSPECTIVE: 'published' })).toBe(publicBuild);
    expect(codeFingerprint(root, { ...ENV, SANITY_PERSPECTIVE: 'drafts' })).not.toBe(publicBuild);
  });
});
