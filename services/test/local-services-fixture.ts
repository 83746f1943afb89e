// Content for the local services' tests: the twin's small test catalogue plus the repository's
// dealers (content/dealers.ndjson), which the twin's content lake then serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { FIXTURE_CONTENT } from '../../twin/test/helpers.js';

const DEALERS = path.join(__dirname, '..', '..', 'content', 'dealers.ndjson');

/** A fresh content folder with the test catalogue and the dealers, removed after the test file. */
export function contentWithDealers(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'services-dealers-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.copyFileSync(DEALERS, path.join(dir, 'dealers.ndjson'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
