import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isAbstractType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
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

/**
 * Most a single Storefront query may cost. Priced by Shopify's rules, the documents real storefront
 * clients send on the public token go well past the Admin API's 1,000 (Hydrogen's cart with its 100
 * lines about 1,200, the site's catalogue read at build time about 120,000), and Shopify serves
 * them; what it does not serve is pages multiplied through nested connections (one
 * products → collections → products alias at 250 each prices at 15.8 million). The limit sits
 * between the two.
 */
export const MAX_QUERY_COST = 250_000;
/** What each mutation field costs before its payload's selection. */
const MUTATION_COST = 10;
/** What each object costs. */
const OBJECT_COST = 1;
/** What a connection costs before its items. */
const CONNECTION_COST = 2;

/** Number a list or page argument asks for; `first`/`last` absent is read as the largest page (250). */
function pageSize(args: Record<string, unknown>): number {
  const sizes = [args.first, args.last].filter((n): n is number => typeof n === 'number');
  if (!sizes.length) return 250;
  return Math.max(0, ...sizes);
}

function isConnectionType(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && type.name.endsWith('Connection') && 'edges' in type.getFields();
}

/**
 * Shopify's requested query cost, computed before execution from a validated operation: an object costs 1,
 * scalars and enums 0, a connection 2 plus `first`/`last` times the cost of one item (so nested
 * connections multiply), a mutation field 10, an interface or union the most any of its types' selections
 * costs; a list of objects asked for by a list argument (`nodes(ids:)`, `metafields(identifiers:)`) costs
 * one item per entry. Aliases and repeated fragments are each counted, as each is asked for.
 */
export function queryCost(
  schema: GraphQLSchema,
  doc: DocumentNode,
  op: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  // A fragment is spread in many places with the same cost on the same type: computed once.
  const memo = new Map<SelectionSetNode, Map<string, number>>();

  const applies = (condition: string | undefined, type: GraphQLObjectType): boolean => {
    if (!condition || condition === type.name) return true;
    const cond = schema.getType(condition);
    return cond !== undefined && isAbstractType(cond) && schema.isSubType(cond, type);
  };

  const argsOf = (def: GraphQLField<unknown, unknown>, field: FieldNode): Record<string, unknown> => {
    try {
      return getArgumentValues(def, field, variables);
    } catch {
      return {};
    }
  };

  const compositeCost = (set: SelectionSetNode | undefined, type: GraphQLNamedType): number => {
    if (!set) return 0;
    if (isAbstractType(type)) return Math.max(0, ...schema.getPossibleTypes(type).map((t) => setCost(set, t)));
    return isObjectType(type) ? setCost(set, type) : 0;
  };

  // `items` is the page size when `type` is a connection reached through a sized field.
  const setCost = (set: SelectionSetNode, type: GraphQLObjectType, items?: number): number => {
    const key = items === undefined ? type.name : `${type.name}*${items}`;
    let byType = memo.get(set);
    const known = byType?.get(key);
    if (known !== undefined) return known;
    let sum = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) sum += fieldCost(sel, type, items);
      else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (applies(sel.typeCondition?.name.value, type)) sum += setCost(sel.selectionSet, type, items);
      } else {
        const frag = fragments.get(sel.name.value);
        if (frag && applies(frag.typeCondition.name.value, type)) sum += setCost(frag.selectionSet, type, items);
      }
    }
    if (!byType) memo.set(set, (byType = new Map()));
    byType.set(key, sum);
    return sum;
  };

  const fieldCost = (field: FieldNode, parent: GraphQLObjectType, items?: number): number => {
    const name = field.name.value;
    if (name === '__typename') return 0;
    const def =
      name === '__schema' ? SchemaMetaFieldDef : name === '__type' ? TypeMetaFieldDef : parent.getFields()[name];
    if (!def) return 0;
    const type = getNamedType(def.type);
    if (isLeafType(type)) return 0;
    if (items !== undefined) {
      // The connection's own 2 covers its page info and edges; each item is paid for once per page entry.
      if (name === 'pageInfo') return 0;
      if (name === 'edges') return items * compositeCost(field.selectionSet, type);
      if (name === 'nodes') return items * (OBJECT_COST + compositeCost(field.selectionSet, type));
    }
    if (isConnectionType(type) && def.args.some((a) => a.name === 'first')) {
      const n = pageSize(argsOf(def, field));
      return CONNECTION_COST + (field.selectionSet ? setCost(field.selectionSet, type, n) : 0);
    }
    const base = parent === schema.getMutationType() ? MUTATION_COST : OBJECT_COST;
    let count = 1;
    if (isListType(getNullableType(def.type)) && def.args.some((a) => isListType(getNullableType(a.type)))) {
      const args = argsOf(def, field);
      count = Math.max(0, ...Object.values(args).map((v) => (Array.isArray(v) ? v.length : 0)));
    }
    return count * (base + compositeCost(field.selectionSet, type));
  };

  const root = op.operation === 'mutation' ? schema.getMutationType() : op.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  return root ? setCost(op.selectionSet, root) : 0;
}
