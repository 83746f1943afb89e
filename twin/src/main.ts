import './http/production-mode.js';
import { loadEnvFile } from '../../scripts/env-file.js';
import { startTwin } from './app.js';

/** CLI: npx tsx twin/src/main.ts [--port N] [--db PATH] [--reset] [--content DIR] [--rate-limit N] [--test-clock] [--faults]. */
function parseArgs(argv: string[]) {
  const out: { port?: number; db?: string; reset: boolean; content?: string; rate?: number; faults: boolean } = { reset: false, faults: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--port') out.port = Number(val());
    else if (a === '--db') out.db = val();
    else if (a === '--reset') out.reset = true;
    // Turns on /__faults (delays and outages of Storefront operations) for test runs.
    else if (a === '--faults') out.faults = true;
    else if (a === '--content') out.content = val();
    else if (a === '--rate-limit') out.rate = Number(val());
    // Turns on POST /__clock (subscriptions' test clock) for test runs.
    else if (a === '--test-clock') process.env.TWIN_TEST_CLOCK = '1';
    else throw new Error(`Unknown argument ${a}`);
  }
  return out;
}

async function main(): Promise<void> {
loadEnvFile();
const args = parseArgs(process.argv.slice(2));
const port = args.port ?? Number(process.env.TWIN_PORT ?? 8787);
const rate = args.rate ?? (process.env.TWIN_RATE_LIMIT ? Number(process.env.TWIN_RATE_LIMIT) : undefined);
const origins = process.env.TWIN_SITE_ORIGINS?.split(',').map((s) => s.trim()).filter(Boolean);
const twin = await startTwin({
  port,
  dbPath: args.db ?? process.env.TWIN_DB ?? '.data/twin.sqlite',
  reset: args.reset,
  contentDir: args.content ?? 'content',
  siteOrigins: origins,
  rateLimit: rate === undefined ? undefined : { perSecond: rate, burst: rate * 2 },
  faults: args.faults,
});
// The mail stand-in's address first: launchers take the TWIN_URL line as "ready".
console.log(`TWIN_SMTP_URL=${twin.smtpUrl}`);
console.log(`TWIN_URL=${twin.url}`);
console.log(`storefront: ${twin.url}/shops/<store>/api/2025-04/graphql.json (stores: ${[...twin.runtime.stores.keys()].join(', ')})`);
console.log(`checkout:   ${twin.url}/shops/<store>/checkouts/<token>`);
// Whether the twin-only routes can be reached at all; the key itself is never printed.
console.log(`admin:      ${process.env.TWIN_ADMIN_KEY ? 'twin-only routes take X-Twin-Admin-Key' : 'twin-only routes answer 403 (set TWIN_ADMIN_KEY)'}`);
console.log(`pages:      ${twin.url}/outbox.html, /analytics, /errors, /flags (developer pages: sign in with the admin key)`);
console.log(`flags:      ${twin.url}/flags (the flag service's flags; changes reach open pages)`);
const stop = () => {
  void twin.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
}

main().catch((err: Error) => {
  console.error(`twin failed to start: ${err.message}`);
  process.exit(1);
});
