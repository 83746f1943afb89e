// `npm run content:edit -- <command>`: changes a document of the content lake through @sanity/client
// (the twin's lake at TWIN_URL with TWIN_ADMIN_KEY, or the hosted project with SANITY_PROJECT_ID).
// Commands: get <id> | set <id> <path> <value> [--draft] | publish <id> | discard <id> (see lake-edit.ts).
import { loadEnvFile } from '../env-file';
import { lakeClient, runEdit } from './lake-edit';

loadEnvFile();
runEdit(process.argv.slice(2), lakeClient())
  .then((out) => console.log(out))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
