// ESLint with the repository's configuration for snippets linted as files that do not exist
// (`src/lib/probe.ts` …): the type-aware rules' project service takes them into a default project
// with the repository's compiler options.
import { ESLint } from 'eslint';
import path from 'node:path';

export function probeLinter(): ESLint {
  const root = path.resolve(__dirname, '../..');
  return new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.mjs'),
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: {
          parserOptions: {
            projectService: {
              allowDefaultProject: ['*/probe.ts', '*/*/probe.ts', '*/*/probe.test.ts', '*/*/*/probe.ts', '*/*/*/probe.tsx', '*/*/*/*/probe.ts'],
              defaultProject: 'tsconfig.json',
              maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20,
            },
            tsconfigRootDir: root,
          },
        },
      },
    ],
  });
}
