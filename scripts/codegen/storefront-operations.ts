// A codegen plugin that closes the Storefront types over the call: one interface naming every
// operation in the documents with the result and variables types typescript-operations wrote for
// it. The Storefront door reads the operation name from a document's text (its literal type) and
// looks both types up here, so no call site names a result type by hand.
import type { PluginFunction } from '@graphql-codegen/plugin-helpers';

export const plugin: PluginFunction = (_schema, documents) => {
  const entries: string[] = [];
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind !== 'OperationDefinition' || !definition.name) continue;
      const name = definition.name.value;
      const type = `${name}${definition.operation === 'mutation' ? 'Mutation' : 'Query'}`;
      entries.push(`  ${name}: { result: ${type}; variables: ${type}Variables };`);
    }
  }
  return [
    '',
    '/** Every Storefront operation the site sends, by operation name: what it answers and the variables it takes. */',
    'export interface StorefrontOperations {',
    ...entries,
    '}',
    '',
  ].join('\n');
};
