// Account code and aws-amplify stay out of the first load of home, collection and product pages:
// they load on account pages only. Reads the built sites in dist/; no browser needed.
import { expect, test } from './support/twin';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { budgetPages, builtPages } from '../scripts/bench/lib/built-pages';
import { measureFirstLoadJs } from '../scripts/bench/lib/first-load-js';

/** Strings only aws-amplify's Cognito sign-in and the account code contain. */
const MARKERS = { 'aws-amplify': 'USER_SRP_AUTH', 'account code': 'customerAccessTokenCreateWithMultipass' };

for (const brand of ['homing', 'yardwise'] as const) {
  test(`${brand}: aws-amplify and account code are absent from the first-load JS of home, collection and product pages`, () => {
    const root = path.join('dist', brand);
    expect(existsSync(path.join(root, 'index.html')), `${root} is built`).toBe(true);
    // The markers are real: the site's own JS carries them (in the account chunks).
    const all = readdirSync(root).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(root, f), 'utf8')).join('\n');
    for (const marker of Object.values(MARKERS)) expect(all, marker).toContain(marker);

    const pages = budgetPages(builtPages(root));
    for (const pagePath of Object.values(pages)) {
      expect(pagePath).not.toBeNull();
      const { scripts } = measureFirstLoadJs(root, pagePath!);
      const inline = readFileSync(path.join(root, pagePath!, 'index.html'), 'utf8');
      const code = [inline, ...scripts.filter((s) => s.source.startsWith('/')).map((s) => readFileSync(path.join(root, s.source), 'utf8'))].join('\n');
      for (const [what, marker] of Object.entries(MARKERS)) expect(code.includes(marker), `${what} in the first load of ${pagePath}`).toBe(false);
    }
  });
}
