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
} from 'graphql';
import { storefrontSchema } from './schema.js';
import { notImplemented, TwinGraphQLError } from './errors.js';
import { MAX_DEPTH, MAX_FIELDS, measureOperation } from './limits.js';
import { currencyForCountry } from '../catalogue/markets.js';
import type { ResolverMap, StorefrontContext } from './types.js';

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

const parseCache = new Map<string, DocumentNode>();

function parseCached(query: string): DocumentNode {
  let doc = parseCache.get(query);
  if (!doc) {
    doc = parse(query, { maxTokens: 20_000 });
    if (parseCache.size > 500) parseCache.clear();
    parseCache.set(query, doc);
  }
  return doc;
}

const validated = new WeakSet<DocumentNode>();

/** Executes Storefront documents against the official schema with the merged resolvers. */
export class StorefrontExecutor {
  private readonly fieldResolver: GraphQLFieldResolver<unknown, StorefrontContext>;
  private readonly typeResolver: GraphQLTypeResolver<unknown, StorefrontContext>;

  constructor(private readonly resolvers: ResolverMap) {
    const map = resolvers;
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
  ): Promise<ExecuteOutcome> {
    const schema = storefrontSchema();
    let doc: DocumentNode;
    try {
      doc = parseCached(req.query);
    } catch (e) {
      if (e instanceof GraphQLError) return { result: { errors: [e] } };
      throw e;
    }
    if (!validated.has(doc)) {
      const errors = validate(schema, doc, undefined, { maxErrors: 50 });
      if (errors.length) return { result: { errors } };
      validated.add(doc);
    }
    const op = getOperationAST(doc, req.operationName ?? undefined);
    if (!op) {
      const message = req.operationName
        ? `No operation named "${req.operationName}"`
        : 'An operation name is required when the document has several operations';
      return { result: { errors: [new TwinGraphQLError(message, 'OPERATION_NOT_FOUND')] } };
    }
    if (op.operation !== 'query' && !allowMutation) return { result: {}, operation: op.operation };
    const size = measureOperation(doc, op);
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
    if (vars.errors) return { result: { errors: vars.errors }, operation: op.operation };
    const directive = schema.getDirective('inContext');
    const inContext = directive
      ? (getDirectiveValues(directive, op, vars.coerced) as { country?: string; language?: string } | undefined)
      : undefined;
    const country = inContext?.country ?? defaultCountry;
    const ctx: StorefrontContext = {
      ...base,
      country,
      currency: currencyForCountry(country, base.store.currency),
      language: inContext?.language ?? 'EN',
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
    return { result: maskErrors(result), operation: op.operation };
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
