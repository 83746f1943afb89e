// The secrets `npm start` runs with when the environment sets none: made up once on this machine and
// kept in .data/local-secrets.json (git-ignored), so a restart keeps sessions, links and tokens
// working. They are local only: production sets its own (docs/deploy.md lists them).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  /** The twin's secret: each store's Multipass, Admin API and webhook secrets derive from it. */
  twinSecret: z.string().min(32),
  /** Key of the twin-only routes and developer pages. */
  twinAdminKey: z.string().min(16),
  /** Key of the services' operator routes. */
  servicesAdminKey: z.string().min(16),
  /** Password of the live-chat agent page. */
  agentPassword: z.string().min(12),
  /** Secret an editor pastes into a preview origin's sign-in page (added to older files when missing). */
  previewSecret: z.string().min(16).optional(),
});

/** The local secrets, and which of them the environment did not set (so they were made up here). */
export type LocalSecrets = z.infer<typeof secretsSchema> & { previewSecret: string };

/** Reads `.data/local-secrets.json` under `root`, or makes one up and keeps it. */
export function localSecrets(root: string): LocalSecrets {
  const file = path.join(root, '.data', 'local-secrets.json');
  if (existsSync(file)) {
    const parsed = secretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) {
      if (parsed.data.previewSecret) return { ...parsed.data, previewSecret: parsed.data.previewSecret };
      const completed = { ...parsed.data, previewSecret: randomBytes(18).toString('base64url') };
      writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
      return completed;
    }
  }
  const made: LocalSecrets = {
    twinSecret: randomBytes(32).toString('hex'),
    twinAdminKey: randomBytes(24).toString('hex'),
    servicesAdminKey: randomBytes(24).toString('hex'),
    agentPassword: randomBytes(9).toString('base64url'),
    previewSecret: randomBytes(18).toString('base64url'),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return made;
}

/**
 * The environment with the local twin admin key added when it names none and edits the twin's lake
 * (no hosted SANITY_PROJECT_ID): the key `npm start` runs the twin with, so the marketer's tools work
 * on a fresh start without inventing one.
 */
export function withLocalTwinKey(env: NodeJS.ProcessEnv, root: string): NodeJS.ProcessEnv {
  if (env.TWIN_ADMIN_KEY || env.SANITY_PROJECT_ID) return env;
  return { ...env, TWIN_ADMIN_KEY: localSecrets(root).twinAdminKey };
}
