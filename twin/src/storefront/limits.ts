import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Deepest field nesting a query may have. */
export const MAX_DEPTH = 25;
/** Most fields a query may select once fragments are expanded. */
export const MAX_FIELDS = 5000;

/** Measures an operation's depth and expanded field count, stopping early past the limits. */
export function measureOperation(
  doc: DocumentNode,
  op: OperationDefinitionNode,
): { depth: number; fields: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let fields = 0;
  let maxDepth = 0;
  const walk = (set: SelectionSetNode, depth: number, seen: Set<string>): void => {
    for (const sel of set.selections) {
      if (fields > MAX_FIELDS || maxDepth > MAX_DEPTH) return;
      if (sel.kind === Kind.FIELD) {
        fields++;
        if (depth > maxDepth) maxDepth = depth;
        if (sel.selectionSet) walk(sel.selectionSet, depth + 1, seen);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        walk(sel.selectionSet, depth, seen);
      } else {
        const frag = fragments.get(sel.name.value);
        // A fragment cycle is a validation error already; guard anyway.
        if (!frag || seen.has(frag.name.value)) continue;
        const next = new Set(seen).add(frag.name.value);
        walk(frag.selectionSet, depth, next);
      }
    }
  };
  walk(op.selectionSet, 1, new Set());
  return { depth: maxDepth, fields };
}
