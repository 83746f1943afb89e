// ESLint with the repository's configuration for snippets linted as files that do not exist
// (`src/lib/probe.ts` …). With `types`, the type-aware rules' project service takes them into a
// default project with the repository's compiler options (a program built per snippet, about a
// second each); without, those rules are off (typescript-eslint's disableTypeChecked), which the
// import-boundary rules do not need.
import { ESLint, type Linter } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';

export function probeLinter(options: { types: boolean }): ESLint {
  const root = path.resolve(__dirname, '../..');
  const typed: Linter.Config = {
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
  };
  const untyped = { ...(tseslint.configs.disableTypeChecked as Linter.Config), files: ['**/*.{ts,tsx}'] };
  return new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.mjs'),
    overrideConfig: [options.types ? typed : untyped],
  });
}
