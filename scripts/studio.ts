// `npm run studio`: Sanity Studio for the content (studio/, its own package.json so the root install
// stays small). Installs studio/ on first use, then runs `sanity dev` on http://localhost:3333 with
// the twin's lake over HTTP/2 with TLS as the `twin` workspace (TWIN_URL's host, TWIN_LAKE_TLS_PORT)
// and, when SANITY_PROJECT_ID is set, the hosted project as the `hosted` workspace. Extra arguments
// go to `sanity dev`.
import { spawnSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnvFile } from '../shared/env-file';
import { withLocalTwinKey } from './local-secrets';
import { studioEnv } from './studio-env';

const STUDIO = path.resolve(__dirname, '..', 'studio');

function main(): void {
  loadEnvFile();
  if (!existsSync(path.join(STUDIO, 'node_modules', 'sanity', 'package.json'))) {
    console.log('Installing Studio (studio/) on first use...');
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: STUDIO, stdio: 'inherit' });
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  const env = studioEnv(process.env);
  // The sign-in link carries the twin's key: the local one `npm start` made up, else say which to use.
  const local = !process.env.TWIN_ADMIN_KEY && withLocalTwinKey(process.env, path.resolve(__dirname, '..')).TWIN_ADMIN_KEY;
  console.log(`Studio: http://localhost:3333/twin (the twin's lake at ${env.SANITY_STUDIO_TWIN_API_HOST}); sign in once with http://localhost:3333/twin#token=${local || '<TWIN_ADMIN_KEY>'}${local ? ' (the local key of .data/local-secrets.json)' : ''}`);
  certificateSteps(env.SANITY_STUDIO_TWIN_API_HOST ?? '');
  if (env.SANITY_STUDIO_PROJECT_ID) console.log(`Studio: http://localhost:3333/hosted (project ${env.SANITY_STUDIO_PROJECT_ID})`);
  const dev = spawn(path.join(STUDIO, 'node_modules', '.bin', 'sanity'), ['dev', ...process.argv.slice(2)], { cwd: STUDIO, stdio: 'inherit', env });
  dev.on('exit', (code) => process.exit(code ?? 0));
}

/**
 * What the browser needs once to accept the twin's local certificate (the lake over HTTP/2 with TLS,
 * docs/content-lake.md): proceed past the warning on the project's host, or for a scripted Chromium the
 * hash of the twin's key.
 */
function certificateSteps(apiHost: string): void {
  if (!apiHost.startsWith('https:')) return;
  const project = new URL(apiHost.replace('://localhost', '://twin.localhost'));
  console.log(`Once per browser profile, accept the twin's local certificate: open ${project.origin}/sanity/v1/ping, choose Advanced, then Proceed to ${project.hostname} (the page says PONG).`);
  const cert = path.join(path.dirname(path.resolve(process.env.TWIN_DB || path.join('.data', 'twin.sqlite'))), 'lake-tls', 'cert.pem');
  if (!existsSync(cert)) {
    console.log('(The twin makes its certificate when it first starts: run `npm start` or `npm run twin`.)');
    return;
  }
  const spki = crypto.createHash('sha256').update(crypto.createPublicKey(readFileSync(cert, 'utf8')).export({ type: 'spki', format: 'der' })).digest('base64');
  console.log(`A Chromium started from a script can skip that step with --user-data-dir=<dir> --ignore-certificate-errors-spki-list=${spki}`);
}

main();
