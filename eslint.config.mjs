// ESLint flat config: TypeScript, React hooks, and the import boundaries of docs/architecture.md
// (templates/pages → features → lib; components/ui imports no feature; src/build never reaches
// the browser; the site and the twin never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const twinFromSite = { regex: '^(\\.\\./)+twin(/|$)|(^|/)twin/src(/|$)', message: 'The site never imports twin/ code; share wire protocols and content/ only.' };
const buildFromBrowser = {
  regex: '^(\\.\\./)+build(/|$)|(^|/)src/build(/|$)',
  message: 'src/build is build-time only and must not be bundled for the browser.',
};
const features = { regex: '^(\\.\\./)+features(/|$)|(^|/)src/features(/|$)', message: 'This layer must not import features.' };
const templates = { regex: '^(\\.\\./)+(templates|pages)(/|$)|(^|/)src/(templates|pages)(/|$)', message: 'Templates and pages are entry points; nothing imports them.' };
const components = { regex: '^(\\.\\./)+components(/|$)|(^|/)src/components(/|$)', message: 'lib/ holds doors and rules; it imports no components.' };

/** One no-restricted-imports rule from a list of patterns. */
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'public/**',
      '.cache/**',
      'dist/**',
      '.artifacts/**',
      '.brand-sites/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'content/images/**',
      '**/*.d.ts',
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
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import boundaries. A later block replaces the rule for its files, so each lists everything.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict(twinFromSite) } },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, features, templates, components, buildFromBrowser) },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, templates, buildFromBrowser) },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, features, templates, buildFromBrowser) },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, templates, buildFromBrowser) },
  },
  {
    files: ['src/templates/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    rules: { 'no-restricted-imports': restrict(twinFromSite, buildFromBrowser) },
  },
  {
    // The twin's resolvers follow the GraphQL schema, not TypeScript types.
    files: ['twin/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': restrict({
        regex: '(^|/)src/(lib|build|features|components|templates|config|pages|styles)(/|$)',
        message: 'The twin never imports the site (src/); share wire protocols and content/ only.',
      }),
    },
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
