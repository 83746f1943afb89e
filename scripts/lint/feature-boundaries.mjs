// ESLint rule: a feature (src/features/<name>/) imports no other feature. What two features share
// lives below them (src/lib, src/components/ui); what places several features on a page lives
// above them (src/templates, src/components/layout and the other composition folders).
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

/** The plugin the ESLint config registers as `boundaries`. */
export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
