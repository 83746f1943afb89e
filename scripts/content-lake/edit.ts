// `npm run content:edit -- <command>`: changes a document of the content lake through @sanity/client
// (the twin's lake at TWIN_URL with TWIN_ADMIN_KEY, or the hosted project with SANITY_PROJECT_ID).
// Without TWIN_ADMIN_KEY it uses the local key `npm start` runs the twin with (.data/local-secrets.json).
// Commands: get <id> | set <id> <path> <value> [--draft] | publish <id> | discard <id> (see lake-edit.ts).
import path from 'node:path';
import { loadEnvFile } from '../../shared/env-file';
import { withLocalTwinKey } from '../local-secrets';
import { lakeClient, runEdit } from './lake-edit';

loadEnvFile();
runEdit(process.argv.slice(2), lakeClient(withLocalTwinKey(process.env, path.resolve(__dirname, '..', '..'))))
  .then((out) => console.log(out))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
