// `npm run serve -- <brand> [--port N] [--dir PATH] [--twin-origin URL] [--log]`: serves one built
// brand from `dist/<brand>/` the way the production CDN does (see scripts/static-server/server.ts);
// --twin-origin serves it as if it had been built with GATSBY_TWIN_URL=URL.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFile } from '../shared/env-file';
import { BRAND_PORTS, isSiteBrand } from './static-server/brands';
import { createStaticServer, listen } from './static-server/server';
import { cliArgs } from './cli-args';

const USAGE = `npm run serve -- <${Object.keys(BRAND_PORTS).join('|')}> [--port N] [--dir PATH] [--twin-origin URL] [--log]`;

async function main(): Promise<void> {
  loadEnvFile();
  const { values: args, positionals } = cliArgs(USAGE, {
    port: { type: 'string' },
    dir: { type: 'string' },
    'twin-origin': { type: 'string' },
    log: { type: 'boolean' },
  });
  const brand = positionals[0];
  if (!brand || !isSiteBrand(brand) || positionals.length > 1) {
    console.error(`Usage: ${USAGE}`);
    process.exit(2);
  }
  const dir = path.resolve(args.dir ?? path.join('dist', brand));
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} holds no built site: run \`npm run build\` (or BRAND=${brand} npm run build:brand) first.`);
    process.exit(1);
  }
  const port = Number(args.port ?? process.env.PORT ?? BRAND_PORTS[brand]);
  const server = createStaticServer({ root: dir, log: args.log, twinOrigin: args['twin-origin'] });
  const actual = await listen(server, port);
  console.log(`${brand}: http://localhost:${actual}/`);
  const stop = (): void => {
    server.close();
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
