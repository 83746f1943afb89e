// The layer rules of eslint.config.mjs, each proved on a small offending snippet linted as a file of
// that layer: the twin imports neither src/ nor scripts/; src/build imports no scripts/; shared/
// imports only packages; Gatsby's internals are reached only from src/platform/gatsby; lib/ and
// components/ import no feature; only templates import the compositions; the platform folder imports nothing above it.
import path from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { probeLinter } from './probe-linter';

const root = path.resolve(__dirname, '../..');
const eslint = probeLinter({ types: false });

/** The import-boundary errors of `code` linted as `file`: rule id and message. */
async function boundaryErrors(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.isDefined(result, 'result');
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId?.startsWith('boundaries/'))
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

const restricted = (text: string) => ({ rule: 'no-restricted-imports', message: expect.stringContaining(text) });

describe('the twin', () => {
  it('imports no scripts/', async () => {
    expect(await boundaryErrors('twin/src/probe.ts', "import { loadEnvFile } from '../../scripts/env-file.js';\nexport const x = loadEnvFile;\n")).toEqual([
      restricted('The twin never imports scripts/'),
    ]);
    expect(await boundaryErrors('twin/test/probe.test.ts', "import { option } from '../../scripts/cli-args';\nexport const x = option;\n")).toEqual([restricted('The twin never imports scripts/')]);
  });

  it('imports nothing of the site (src/), its own src/ and shared/ stay open', async () => {
    expect(await boundaryErrors('twin/test/probe.test.ts', "import { marketPath } from '../../src/lib/paths';\nexport const x = marketPath;\n")).toEqual([
      restricted('The twin never imports the site'),
    ]);
    const own = "import { loadEnvFile } from '../../shared/env-file.js';\nimport type { ResolverMap } from '../src/storefront/types.js';\nexport const x: [typeof loadEnvFile, ResolverMap?] = [loadEnvFile];\n";
    expect(await boundaryErrors('twin/test/probe.test.ts', own)).toEqual([]);
  });
});

describe('src/build', () => {
  it('imports no scripts/ (scripts run the build)', async () => {
    expect(await boundaryErrors('src/build/probe.ts', "import { launchTwin } from '../../scripts/start';\nexport const x = launchTwin;\n")).toEqual([restricted('The site never imports scripts/')]);
  });

  it('may import shared/ and the platform folder', async () => {
    const code = "import { launchTwin } from '../../shared/twin-process';\nimport { minifyWithSwc } from '../platform/gatsby/build/minify';\nexport const x = [launchTwin, minifyWithSwc];\n";
    expect(await boundaryErrors('src/build/probe.ts', code)).toEqual([]);
  });
});

describe('shared/', () => {
  it('imports only packages and its own modules', async () => {
    expect(await boundaryErrors('shared/probe.ts', "import { parseArgs } from '../scripts/cli-args';\nimport { spawn } from 'node:child_process';\nimport { loadEnvFile } from './env-file';\nexport const x = [parseArgs, spawn, loadEnvFile];\n")).toEqual([
      restricted('shared/ imports only packages'),
    ]);
  });
});

describe("Gatsby's internals", () => {
  const internal = (spec: string) => ({ rule: 'boundaries/no-gatsby-internals', message: expect.stringContaining(`'${spec}' is one of Gatsby's internals`) });

  it('are not reached from a feature, a script or gatsby-node.ts, by import, require or a path into .cache/', async () => {
    expect(await boundaryErrors('src/features/cart/probe.ts', "import { readPageData } from 'gatsby/dist/utils/page-data';\nexport const x = readPageData;\n")).toEqual([internal('gatsby/dist/utils/page-data')]);
    expect(await boundaryErrors('scripts/probe.ts', "export const loader = require.resolve('gatsby/cache-dir/loader.js');\nexport const load = () => import('gatsby/cache-dir/production-app');\n")).toEqual([
      internal('gatsby/cache-dir/loader.js'),
      internal('gatsby/cache-dir/production-app'),
    ]);
    expect(await boundaryErrors('gatsby-node.ts', "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const entry = require('./.cache/static-entry');\n")).toEqual([internal('./.cache/static-entry')]);
  });

  it('are reached from src/platform/gatsby, and gatsby itself stays open to everyone', async () => {
    const platform = "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const entry = require('../../../../.cache/static-entry');\nexport const loader = require.resolve('gatsby/cache-dir/loader.js');\n";
    expect(await boundaryErrors('src/platform/gatsby/runtime/probe.ts', platform)).toEqual([]);
    expect(await boundaryErrors('src/templates/probe.tsx', "import { Link } from 'gatsby';\nexport const x = Link;\n")).toEqual([]);
  });
});

describe('below the features', () => {
  it('lib/, components/ui, components/site and components/portable-text import no feature', async () => {
    const code = "import { CartButton } from '../../features/cart/cart-button';\nexport const x = CartButton;\n";
    for (const file of ['src/lib/cart/probe.ts', 'src/components/ui/probe.tsx', 'src/components/site/probe.tsx', 'src/components/portable-text/probe.tsx']) {
      expect(await boundaryErrors(file, code), file).toEqual([restricted('must not import features')]);
    }
  });
});

describe('the compositions', () => {
  const composition = "import { Layout } from '../../compositions/layout/layout';\nexport const x = Layout;\n";

  it('are imported by no feature, component or lib/', async () => {
    for (const file of ['src/features/cart/probe.tsx', 'src/components/ui/probe.tsx', 'src/lib/cart/probe.ts']) {
      expect(await boundaryErrors(file, composition), file).toEqual([restricted('Compositions place several features on a page')]);
    }
  });

  it('place features and shared parts, and templates place them', async () => {
    const code = "import { CartButton } from '../../features/cart/cart-button';\nimport { Field } from '../../components/ui/field';\nexport const x = [CartButton, Field];\n";
    expect(await boundaryErrors('src/compositions/layout/probe.tsx', code)).toEqual([]);
    expect(await boundaryErrors('src/templates/probe.tsx', "import { Layout } from '../compositions/layout/layout';\nexport const x = Layout;\n")).toEqual([]);
  });
});

describe('the platform folder', () => {

  it('src/platform/gatsby imports no feature, component, composition, template or src/build', async () => {
    const code = [
      "import { CartButton } from '../../../features/cart/cart-button';",
      "import { Layout } from '../../../compositions/layout/layout';",
      "import { plan } from '../../../build/plan';",
      "import { onIdle } from '../../../lib/timing/idle';",
      "import { minifyWithSwc } from '../build/minify';",
      'export const x = [CartButton, Layout, plan, onIdle, minifyWithSwc];',
    ].join('\n');
    expect(await boundaryErrors('src/platform/gatsby/runtime/probe.ts', code)).toEqual([
      restricted('src/platform/gatsby is below the site'),
      restricted('src/platform/gatsby is below the site'),
      restricted('src/platform/gatsby is below the site'),
    ]);
  });
});

describe('promises in the code the store runs', () => {
  const typed = probeLinter({ types: true });
  const promiseErrors = async (file: string, code: string) =>
    (await typed.lintText(code, { filePath: path.join(root, file) }))[0]!.messages
      .filter((m) => m.ruleId === '@typescript-eslint/no-floating-promises' || m.ruleId === '@typescript-eslint/no-misused-promises')
      .map((m) => m.ruleId);

  it('none is left floating, none is passed where nothing awaits it; voided or awaited ones pass', async () => {
    const save = 'export async function save(): Promise<void> {}\n';
    expect(await promiseErrors('src/lib/probe.ts', `${save}save();\n`)).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(await promiseErrors('services/src/probe.ts', `${save}export const list = [1].forEach(async () => save());\n`)).toEqual(['@typescript-eslint/no-misused-promises']);
    expect(await promiseErrors('twin/src/probe.ts', `${save}void save();\nexport async function run() {\n  await save();\n}\n`)).toEqual([]);
  });
}, 60_000);
