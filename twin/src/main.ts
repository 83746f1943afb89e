import './http/production-mode.js';
import { parseArgs } from 'node:util';
import { loadEnvFile } from '../../shared/env-file.js';
import { startTwin } from './app.js';
import { lakeTlsPort } from './lake/tls.js';

const USAGE = 'npx tsx twin/src/main.ts [--port N] [--lake-tls-port N|off] [--db PATH] [--reset] [--content DIR] [--rate-limit N] [--test-clock] [--faults]';

/** The command line (USAGE); an unknown flag or one without its value stops the twin with USAGE. */
function readArgs(args: string[]) {
  if (args.includes('--help')) {
    console.log(`Usage: ${USAGE}`);
    process.exit(0);
  }
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string' },
        'lake-tls-port': { type: 'string' },
        db: { type: 'string' },
        reset: { type: 'boolean', default: false },
        content: { type: 'string' },
        'rate-limit': { type: 'string' },
        // Turns on POST /__clock (subscriptions' test clock) for test runs.
        'test-clock': { type: 'boolean', default: false },
        // Turns on /__faults (delays and outages of Storefront operations) for test runs.
        faults: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (values['test-clock']) process.env.TWIN_TEST_CLOCK = '1';
  return {
    port: values.port === undefined ? undefined : Number(values.port),
    lakeTlsPort: values['lake-tls-port'],
    db: values.db,
    reset: values.reset,
    content: values.content,
    rate: values['rate-limit'] === undefined ? undefined : Number(values['rate-limit']),
    faults: values.faults,
  };
}

async function main(): Promise<void> {
loadEnvFile();
const args = readArgs(process.argv.slice(2));
const port = args.port ?? Number(process.env.TWIN_PORT ?? 8787);
const rate = args.rate ?? (process.env.TWIN_RATE_LIMIT ? Number(process.env.TWIN_RATE_LIMIT) : undefined);
let tlsPort: number | null;
try {
  tlsPort = lakeTlsPort(args.lakeTlsPort, port);
} catch (error) {
  throw new Error(`${(error as Error).message}\nUsage: ${USAGE}`);
}
const origins = process.env.TWIN_SITE_ORIGINS?.split(',').map((s) => s.trim()).filter(Boolean);
const twin = await startTwin({
  port,
  dbPath: args.db ?? process.env.TWIN_DB ?? '.data/twin.sqlite',
  reset: args.reset,
  contentDir: args.content ?? 'content',
  siteOrigins: origins,
  rateLimit: rate === undefined ? undefined : { perSecond: rate, burst: rate * 2 },
  faults: args.faults,
  // The lake over HTTP/2 with TLS for Studio in a browser; the twin carries on without it when the port is taken.
  lakeTls: tlsPort === null ? undefined : { port: tlsPort, onError: (err) => console.error(`The lake's TLS port ${tlsPort} did not open (${err.message}); Studio cannot edit against this twin.`) },
});
// The mail stand-in's address and the lake's TLS origin first: launchers take the TWIN_URL line as "ready".
console.log(`TWIN_SMTP_URL=${twin.smtpUrl}`);
if (twin.lakeTls) console.log(`TWIN_LAKE_TLS_URL=${twin.lakeTls.url}`);
console.log(`TWIN_URL=${twin.url}`);
console.log(`storefront: ${twin.url}/shops/<store>/api/2025-04/graphql.json (stores: ${[...twin.runtime.stores.keys()].join(', ')})`);
console.log(`checkout:   ${twin.url}/shops/<store>/checkouts/<token>`);
// Whether the twin-only routes can be reached at all; the key itself is never printed.
console.log(`admin:      ${process.env.TWIN_ADMIN_KEY ? 'twin-only routes take X-Twin-Admin-Key' : 'twin-only routes answer 403 (set TWIN_ADMIN_KEY)'}`);
console.log(`pages:      ${twin.url}/outbox.html, /analytics, /errors, /flags (developer pages: sign in with the admin key)`);
console.log(`flags:      ${twin.url}/flags (the flag service's flags; changes reach open pages)`);
if (twin.lakeTls) {
  const made = twin.lakeTls.certificate.created ? 'made now' : 'kept';
  console.log(`lake:       ${twin.url}/sanity, and over HTTP/2 with TLS at ${twin.lakeTls.url}/sanity for Studio (certificate ${made} in ${twin.lakeTls.certificate.dir}; CA ${twin.lakeTls.certificate.caFile})`);
}
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
