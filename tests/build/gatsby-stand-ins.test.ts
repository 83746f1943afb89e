// gatsby-node.ts swaps two of Gatsby's browser modules for empty ones (src/platform/gatsby/runtime/no-*.ts).
// These tests read the installed Gatsby so an upgrade that makes either module do something in a
// production build fails here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usesGatsbyServiceWorkerRegistration } from '../../src/platform/gatsby/build/gatsby-stand-ins';

const gatsby = dirname(createRequire(import.meta.url).resolve('gatsby/package.json'));
const read = (...parts: string[]) => readFileSync(join(gatsby, ...parts), 'utf8');

describe("Gatsby's Partytown browser module", () => {
  it('does nothing outside gatsby develop', () => {
    const browser = read('dist', 'internal-plugins', 'partytown', 'gatsby-browser.js');
    expect(new Set(browser.match(/^exports\.\w+ =/gm))).toEqual(new Set(['exports.__esModule =', 'exports.onInitialClientRender =']));
    expect(browser).toMatch(/const onInitialClientRender = \(\) => \{\n\s+if \(process\.env\.NODE_ENV !== `development`\) \{\n\s+return;\n\s+\}/);
  });
});

describe("Gatsby's service-worker registration", () => {
  it('runs only when a browser API registerServiceWorker returns true', () => {
    const app = read('cache-dir', 'production-app.js');
    expect(app.match(/register-service-worker/g)).toHaveLength(1);
    expect(app).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\n\s+require\(`\.\/register-service-worker`\)\n\s+\}/);
  });

  it('is left in when gatsby-browser names registerServiceWorker, and out otherwise', () => {
    expect(usesGatsbyServiceWorkerRegistration("export const registerServiceWorker = () => true;")).toBe(true);
    expect(usesGatsbyServiceWorkerRegistration("export { onClientEntry, registerServiceWorker } from './src/platform/gatsby/runtime/sw';")).toBe(true);
    expect(usesGatsbyServiceWorkerRegistration("export { onClientEntry } from './src/platform/gatsby/runtime/route-runtime';")).toBe(false);
  });
});
