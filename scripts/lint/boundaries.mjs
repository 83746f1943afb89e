// ESLint rules of the import boundaries (docs/architecture.md):
// - no-cross-feature-imports: a feature (src/features/<name>/) imports no other feature. What two
//   features share lives below them (src/lib, src/components/ui); what places several features on a
//   page lives above them (src/templates, src/compositions/layout and the other composition folders).
// - no-gatsby-internals: Gatsby's internals (gatsby/dist, gatsby/cache-dir, the .cache/ folder of a
//   build) are reached only from src/platform/gatsby/ (the config leaves that folder and the tests
//   that check it out), by import, export, import(), require or require.resolve.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature folder a path lies in, or null outside src/features. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] || null;
}

/** The rule: reports each import, re-export or dynamic import of another feature. */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports no other feature: share through src/lib or src/components/ui, compose in templates.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both need to src/components/ui or src/lib, or compose the two features in a template or src/components/.",
    },
    schema: [],
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const own = featureOf(filename);
    if (!own) return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const target = spec.startsWith('.') ? path.resolve(path.dirname(filename), spec) : `${path.sep}${spec.split('/').join(path.sep)}`;
      const other = featureOf(target);
      if (other && other !== own) context.report({ node, messageId: 'crossFeature', data: { from: own, to: other } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** Whether an import specifier, written in `filename`, reaches Gatsby's internals under `root`. */
function isGatsbyInternal(spec, filename, root) {
  if (/^gatsby\/(dist|cache-dir)(\/|$)/.test(spec)) return true;
  if (!spec.startsWith('.')) return false;
  const target = path.relative(root, path.resolve(path.dirname(filename), spec));
  return target === '.cache' || target.startsWith(`.cache${path.sep}`);
}

/** The rule: reports each import, re-export, dynamic import, require or require.resolve of a Gatsby internal. */
const noGatsbyInternals = {
  meta: {
    type: 'problem',
    docs: { description: "Gatsby's internals are reached only from src/platform/gatsby/." },
    messages: {
      internal:
        "'{{spec}}' is one of Gatsby's internals. Reach it from src/platform/gatsby/ only (with a check in tests/platform/gatsby-internals.test.ts), and call that from here.",
    },
    schema: [],
  },
  create(context) {
    const filename = path.resolve(context.filename);
    const root = context.cwd;
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (isGatsbyInternal(source.value, filename, root)) context.report({ node, messageId: 'internal', data: { spec: source.value } });
    };
    const isRequire = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'require' && callee.property.type === 'Identifier' && callee.property.name === 'resolve');
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression: (node) => {
        if (isRequire(node.callee)) check(node, node.arguments[0]);
      },
    };
  },
};

/** The plugin the ESLint config registers as `boundaries`. */
export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-gatsby-internals': noGatsbyInternals } };
