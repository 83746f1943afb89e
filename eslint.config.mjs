// ESLint flat config: TypeScript, React hooks, and the import boundaries of docs/architecture.md
// (templates → compositions → features → components, lib, platform; no feature imports another; src/build never reaches
// the browser and imports no scripts/; Gatsby's internals only from src/platform/gatsby; the site and the twin never import
// each other; the twin and shared/ import no scripts/). tests/lint/layers.test.ts proves each rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/lint/boundaries.mjs';

const twinFromSite = { regex: '^(\\.\\./)+twin(/|$)|(^|/)twin/src(/|$)', message: 'The site never imports twin/ code; share wire protocols and content/ only.' };
const scriptsFromSite = { regex: '^(\\.\\./)+scripts(/|$)', message: 'The site never imports scripts/; UI strings live in strings/, content in content/.' };
const buildFromBrowser = {
  regex: '^(\\.\\./)+build(/|$)|(^|/)src/build(/|$)',
  message: 'src/build is build-time only and must not be bundled for the browser.',
};
const features = { regex: '^(\\.\\./)+features(/|$)|(^|/)src/features(/|$)', message: 'This layer must not import features.' };
const templates = { regex: '^(\\.\\./)+(templates|pages)(/|$)|(^|/)src/(templates|pages)(/|$)', message: 'Templates and pages are entry points; nothing imports them.' };
const compositions = {
  regex: '^(\\.\\./)+compositions(/|$)|(^|/)src/compositions(/|$)',
  message: 'Compositions place several features on a page: only templates (and other compositions) import them.',
};
const components = { regex: '^(\\.\\./)+components(/|$)|(^|/)src/components(/|$)', message: 'lib/ holds doors and rules; it imports no components.' };
const aboveThePlatform = {
  regex: '^(\\.\\./)+(features|components|compositions|templates|pages)(/|$)|^(\\.\\./){3}build(/|$)|(^|/)src/(features|components|compositions|templates|pages|build)(/|$)',
  message: 'src/platform/gatsby is below the site: it imports lib/ and packages only; templates, compositions, features, components and src/build call into it.',
};

/** One no-restricted-imports rule from a list of patterns. */
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'public/**',
      '.cache/**',
      'dist/**',
      'dist-services/**',
      '.artifacts/**',
      '.build-cache/**',
      '.brand-sites/**',
      '.data/**',
      '.preview/**',
      // Written by `npm run codegen` (the Storefront types of the site and the twin's resolver types).
      '**/generated/**',
      'test-results/**',
      'playwright-report/**',
      'content/images/**',
      '**/*.d.ts',
      // Studio has its own package.json, dependencies and toolchain (`npm run studio`).
      'studio/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-control-regex': 'off',
    },
  },
  {
    // Type-aware rules on the code the store runs: no promise left floating (its failure unseen), none
    // passed where nothing awaits it. JSX handlers may return one (a form's submit does): React ignores
    // what they return, and their failures are caught inside them.
    files: ['src/**/*.{ts,tsx}', 'services/src/**/*.ts', 'twin/src/**/*.ts', 'wire/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts', 'gatsby-*.ts', 'gatsby-*.tsx'],
    ignores: ['**/generated/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import boundaries. A later block replaces the rule for its files, so each lists everything.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite) } },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite, features, compositions, templates, components, buildFromBrowser) },
  },
  {
    // Shared building blocks, below the features.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite, features, compositions, templates, buildFromBrowser) },
  },
  {
    // Above the features: the layout, content pages and the account shell place several of them.
    files: ['src/compositions/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite, templates, buildFromBrowser) },
  },
  {
    // Features also import no other feature (shared pieces: lib/ and components/; compositions: above them).
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite, compositions, templates, buildFromBrowser), 'boundaries/no-cross-feature-imports': 'error' },
  },
  {
    files: ['src/platform/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite, aboveThePlatform) },
  },
  {
    files: ['src/templates/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite, buildFromBrowser) },
  },
  // Build-time code: scripts/ runs the build, never the other way (the twin launcher and the .env reader are in shared/).
  { files: ['src/build/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(twinFromSite, scriptsFromSite) } },
  {
    // Gatsby's internals (gatsby/dist, gatsby/cache-dir, .cache/) only from the platform folder; the tests check it against them.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['src/platform/gatsby/**', 'tests/**'],
    plugins: { boundaries },
    rules: { 'boundaries/no-gatsby-internals': 'error' },
  },
  {
    // What scripts, the build and the twin share: packages and each other only.
    files: ['shared/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': restrict({ regex: '^\\.\\./', message: 'shared/ imports only packages and its own modules: scripts, the build and the twin import it.' }) },
  },
  {
    // The twin reads its seed documents (content/ JSON) loosely; its resolvers are typed from the schema (below).
    files: ['twin/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': restrict(
        {
          regex: '(^|/)src/(lib|build|features|components|compositions|templates|config|pages|styles|platform)(/|$)',
          message: 'The twin never imports the site (src/); share wire protocols and content/ only.',
        },
        { regex: '^(\\.\\./)+scripts(/|$)', message: 'The twin never imports scripts/; what both need lives in shared/.' },
      ),
    },
  },
  {
    // Storefront resolvers take their arguments from the schema's generated types (npm run codegen).
    files: ['twin/src/**/resolvers.ts', 'twin/src/storefront/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Wire contracts are shared by the site and the twin, so they import neither (zod only).
    files: ['wire/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '^(?!zod$|\\./).*',
        message: 'wire/ modules import only zod and each other: they are the protocol both sides share.',
      }),
    },
  },
);
