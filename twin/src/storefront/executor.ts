import {
  execute,
  getDirectiveValues,
  getVariableValues,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { storefrontSchema } from './schema.js';
import { maxCostExceeded, notImplemented, TwinGraphQLError } from './errors.js';
import { MAX_DEPTH, MAX_FIELDS, MAX_QUERY_COST, measureOperation, queryCost } from './limits.js';
import { currencyForCountry, marketLanguages } from '../catalogue/markets.js';
import { shopifyParseError, shopifyValidationErrors } from './validation-errors.js';
import { shopifyVariableErrors } from './variable-errors.js';
import { resolverLookup, type ResolverMap, type StorefrontContext } from './types.js';

/** A GraphQL request as it arrives over HTTP. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** Result plus the operation kind, so the HTTP layer can refuse mutations over GET. */
export interface ExecuteOutcome {
  result: ExecutionResult;
  operation?: 'query' | 'mutation' | 'subscription';
}

/** Per-request limits: `unlimitedCost` for callers holding the twin's admin key. */
export interface RunLimits {
  unlimitedCost?: boolean;
}

/** What the executor knows about one query text: its parse, validation outcome and measured operations. */
interface PreparedDocument {
  doc?: DocumentNode;
  errors?: readonly GraphQLError[];
  sizes: Map<OperationDefinitionNode, { depth: number; fields: number }>;
  /** Costs of operations without variables (with variables the cost depends on them). */
  costs: Map<OperationDefinitionNode, number>;
}

const MAX_PREPARED = 500;
const MAX_CACHED_QUERY_CHARS = 64 * 1024;
// Keyed by query text, least recently used first: clients send the same few documents over and over.
const prepared = new Map<string, PreparedDocument>();

function prepare(query: string): PreparedDocument {
  let entry = prepared.get(query);
  if (entry) {
    prepared.delete(query);
    prepared.set(query, entry);
    return entry;
  }
  entry = { sizes: new Map(), costs: new Map() };
  try {
    entry.doc = parse(query, { maxTokens: 20_000 });
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    entry.errors = [shopifyParseError(e, query)];
  }
  if (entry.doc) {
    const errors = validate(storefrontSchema(), entry.doc, undefined, { maxErrors: 50 });
    if (errors.length) entry.errors = shopifyValidationErrors(errors, entry.doc);
  }
  // Huge documents are not kept: the cache must not hold hundreds of megabytes of query text.
  if (query.length > MAX_CACHED_QUERY_CHARS) return entry;
  if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
  prepared.set(query, entry);
  return entry;
}

function sizeOf(entry: PreparedDocument, doc: DocumentNode, op: OperationDefinitionNode) {
  let size = entry.sizes.get(op);
  if (!size) entry.sizes.set(op, (size = measureOperation(doc, op)));
  return size;
}

function costOf(entry: PreparedDocument, doc: DocumentNode, op: OperationDefinitionNode, variables: Record<string, unknown>): number {
  if (op.variableDefinitions?.length) return queryCost(storefrontSchema(), doc, op, variables);
  let cost = entry.costs.get(op);
  if (cost === undefined) entry.costs.set(op, (cost = queryCost(storefrontSchema(), doc, op, variables)));
  return cost;
}


/** Executes Storefront documents against the official schema with the merged resolvers. */
export class StorefrontExecutor {
  private readonly fieldResolver: GraphQLFieldResolver<unknown, StorefrontContext>;
  private readonly typeResolver: GraphQLTypeResolver<unknown, StorefrontContext>;

  constructor(private readonly resolvers: ResolverMap) {
    const map = resolverLookup(resolvers);
    this.fieldResolver = (source, args, ctx, info) => {
      const fn = map[info.parentType.name]?.[info.fieldName];
      if (fn) return fn(source, args, ctx, info);
      if (source !== null && typeof source === 'object' && Object.hasOwn(source, info.fieldName)) {
        const value = (source as Record<string, unknown>)[info.fieldName];
        return typeof value === 'function' ? value(args, ctx, info) : value;
      }
      throw notImplemented(info.parentType.name, info.fieldName);
    };
    this.typeResolver = (value, _ctx, info) => {
      const name = (value as { __typename?: string } | null)?.__typename;
      if (!name) throw notImplemented(info.parentType.name, '__typename');
      return name;
    };
  }

  /** Parses, validates, applies limits and @inContext, then executes. */
  async run(
    req: GraphQLRequest,
    base: Omit<StorefrontContext, 'country' | 'currency' | 'language'>,
    defaultCountry: string,
    allowMutation = true,
    limits: RunLimits = {},
  ): Promise<ExecuteOutcome> {
    const schema = storefrontSchema();
    // Stock is cached between writes; a commit from another process invalidates it here, once per request.
    base.catalogue.syncStock();
    const entry = prepare(req.query);
    if (entry.errors) return { result: { errors: entry.errors } };
    const doc = entry.doc!;
    const op = getOperationAST(doc, req.operationName ?? undefined);
    if (!op) {
      // graphql-ruby's OperationNameMissingError, which carries no code.
      const message = req.operationName ? `No operation named "${req.operationName}"` : 'An operation name is required';
      return { result: { errors: [new GraphQLError(message)] } };
    }
    if (op.operation !== 'query' && !allowMutation) return { result: {}, operation: op.operation };
    const size = sizeOf(entry, doc, op);
    if (size.depth > MAX_DEPTH) {
      return {
        result: {
          errors: [new TwinGraphQLError(`Query is too deep: max depth is ${MAX_DEPTH}`, 'MAX_DEPTH_EXCEEDED')],
        },
        operation: op.operation,
      };
    }
    if (size.fields > MAX_FIELDS) {
      return {
        result: {
          errors: [
            new TwinGraphQLError(`Query is too complex: at most ${MAX_FIELDS} fields may be selected`, 'MAX_COMPLEXITY_EXCEEDED'),
          ],
        },
        operation: op.operation,
      };
    }
    const vars = getVariableValues(schema, op.variableDefinitions ?? [], req.variables ?? {}, {
      maxErrors: 50,
    });
    if (vars.errors) return { result: { errors: shopifyVariableErrors(schema, op, req.variables ?? {}) ?? vars.errors }, operation: op.operation };
    // Priced before anything runs, as Shopify does, so an over-cost query costs the twin only its parse.
    if (!limits.unlimitedCost) {
      const cost = costOf(entry, doc, op, vars.coerced);
      if (cost > MAX_QUERY_COST) {
        return { result: { errors: [maxCostExceeded(cost, MAX_QUERY_COST)] }, operation: op.operation };
      }
    }
    const directive = schema.getDirective('inContext');
    const inContext = directive
      ? (getDirectiveValues(directive, op, vars.coerced) as { country?: string; language?: string } | undefined)
      : undefined;
    const country = inContext?.country ?? defaultCountry;
    // A language the buyer's market does not offer falls back to the market's own, as Shopify does; the
    // answer says which country and language it was made for (extensions.context).
    const languages = marketLanguages(base.db, base.store, country);
    const wanted = inContext?.language ?? 'EN';
    const language = languages.includes(wanted) ? wanted : languages[0];
    const ctx: StorefrontContext = {
      ...base,
      country,
      currency: currencyForCountry(country, base.store),
      language,
    };
    const result = await execute({
      schema,
      document: doc,
      variableValues: req.variables ?? {},
      operationName: req.operationName ?? undefined,
      contextValue: ctx,
      fieldResolver: this.fieldResolver,
      typeResolver: this.typeResolver,
    });
    const masked = maskErrors(result);
    return { result: { ...masked, extensions: { ...masked.extensions, context: { country, language } } }, operation: op.operation };
  }
}

/** Replaces unexpected resolver errors with Shopify's generic message; never sends a stack. */
function maskErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((err) => {
    if (err.originalError === undefined || err.originalError instanceof GraphQLError) return err;
    console.error('[twin] resolver failure at', err.path?.join('.'), err.originalError.message);
    return new GraphQLError('Internal error. Looks like something went wrong on our end.', {
      nodes: err.nodes,
      path: err.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
  return { ...result, errors };
}
