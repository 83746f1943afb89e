// Reads the repository's `.env` (a copy of `.env.example`, edited) into process.env for every entry
// point: `npm start`, `npm run build`, `gatsby build`, `npm run serve` and `npm run twin`. A variable
// already set in the environment wins over the file, and an empty value in the file counts as unset,
// so `.env.example` copied as it is changes nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Loads `<dir>/.env` when it exists; returns the names it set. */
export function loadEnvFile(dir = path.resolve(__dirname, '..'), env: NodeJS.ProcessEnv = process.env): string[] {
  const file = path.join(dir, '.env');
  if (!existsSync(file)) return [];
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (value === '' || env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
