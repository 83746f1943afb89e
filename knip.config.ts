// knip: unused files, exports and dependencies, and packages imported without being declared in
// package.json. Entry points beyond the ones knip reads from package.json's scripts and its Gatsby,
// Vitest, Playwright, ESLint and GraphQL Codegen plugins are named here; `!` marks the code the store
// builds and runs with, whose packages must be dependencies (`knip --strict` checks that), while
// tests, benchmarks and checks may use devDependencies. studio/ installs from its own package.json
// and is not part of this project.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'gatsby-node.ts!',
    'src/templates/*.tsx!',
    // Modules the Gatsby build hands to webpack by path (src/platform/gatsby/build/webpack.ts).
    'src/platform/gatsby/runtime/{no-partytown,no-service-worker-registration,browser-only-import,server-head-handler,render-page}.ts!',
    'src/platform/gatsby/build/{esbuild-loader.mjs,html-worker-files.cjs}!',
    // Scripts run by npm scripts, by other scripts (by path) or by hand.
    'scripts/*.ts!',
    '!scripts/{check-*,test-all}.ts!',
    'scripts/*/main.ts!',
    'scripts/build/rerender-pages.ts!',
    'scripts/content/generate.ts!',
    'scripts/content-lake/edit.ts!',
    'twin/src/main.ts!',
    'services/src/main.ts!',
    'scripts/bench/*.ts',
    'scripts/bench/lib/lighthouse-run.mjs',
    'scripts/hosted-build/check.ts',
    // Studio against the twin's lake in Chromium, run by hand (Studio is not in the root install).
    'scripts/studio/{walk,presentation-walk}.ts',
    // The codegen plugin codegen.ts loads as a module (pluginLoader).
    'scripts/codegen/storefront-operations.ts',
    // Every UI string module is read by the content generator (scripts/content/translations.ts).
    'strings/ui-*.ts!',
    'twin/test/fixtures/make-content.mjs',
    'tests/**/*.test.{ts,tsx}',
    'twin/test/**/*.test.ts',
    'services/test/**/*.test.ts',
    'e2e/**/*.spec.ts',
  ],
  project: [
    '**/*.{ts,tsx,mjs,cjs,js}!',
    '!studio/**',
    '!{tests,e2e,twin/test,services/test,scripts/bench}/**!',
    // Netlify's own parsers serve the local stand-in for the host; the build never imports them.
    '!scripts/static-server/netlify-files.ts!',
  ],
  // gatsby-node.ts is code the build runs, not only a config file as the Gatsby plugin takes it.
  gatsby: { config: ['gatsby-config.ts'] },
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    '**/generated/**': ['exports', 'types'],
    // wire/ defines each protocol as zod schemas with their z.infer types (wire/README.md), used or not yet.
    'wire/**': ['types'],
    // Reached by name where knip cannot follow: the development-only strings through a require in
    // site-provider.tsx, and the late redirect table's factory named in the module the build writes
    // (src/platform/gatsby/build/hooks.ts).
    'src/components/site/dev-strings.ts': ['exports'],
    'src/platform/gatsby/runtime/late-route-tables.ts': ['exports'],
  },
  // The twin makes its content lake's local certificate with the system's openssl (twin/src/lake/tls.ts).
  ignoreBinaries: ['openssl'],
  ignoreDependencies: [
    // The name codegen.ts gives its local plugin (scripts/codegen/storefront-operations.ts).
    '@graphql-codegen/storefront-operations',
    // Read as files or loaded by name, not imported: the Storefront and Customer Account schemas
    // (twin/src/storefront/schema.ts; only tests import the package itself), Shopify's Admin schema
    // (twin/test/admin-schema.ts) and swc's minifier, which terser-webpack-plugin loads
    // (src/platform/gatsby/build/minify.ts).
    '@shopify/hydrogen-react',
    '@shopify/dev-mcp',
    '@swc/core',
  ],
};

export default config;
