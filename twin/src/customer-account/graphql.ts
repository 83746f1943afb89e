// The Customer Account GraphQL endpoint: POST /<store>/account/customer/api/<version>/graphql (the path
// Hydrogen builds under https://shopify.com/<shop id>), with the customer's access token in
// Authorization. Documents are checked against Shopify's own 2025-04 Customer Account schema (the
// introspection file @shopify/hydrogen-react ships) and refused in graphql-ruby's words, as the
// Storefront endpoint refuses them; fields the twin answers are in resolvers.ts, any other is
// NOT_IMPLEMENTED.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  buildClientSchema,
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLScalarType,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import { mediaType, readBody } from '../http/body.js';
import { requestId } from '../http/request-id.js';
import { serializeDateTime } from '../storefront/schema.js';
import { notImplemented, TwinGraphQLError } from '../storefront/errors.js';
import { MAX_DEPTH, MAX_FIELDS, measureOperation } from '../storefront/limits.js';
import { shopifyParseError, shopifyValidationErrors } from '../storefront/validation-errors.js';
import { shopifyVariableErrors } from '../storefront/variable-errors.js';
import { getCustomer } from '../customer/store.js';
import { CUSTOMER_ACCOUNT_API_VERSIONS } from './clients.js';
import { sessionByToken } from './store.js';
import { customerAccountResolvers, type CustomerAccountContext } from './resolvers.js';

let cached: GraphQLSchema | undefined;

/** Shopify's Customer Account API 2025-04 schema, built once per process. */
export function customerAccountSchema(): GraphQLSchema {
  if (!cached) {
    const req = typeof require === 'function' ? require : createRequire(import.meta.url);
    const file = req.resolve('@shopify/hydrogen-react/customer-account.schema.json');
    cached = buildClientSchema(JSON.parse(fs.readFileSync(file, 'utf8')) as IntrospectionQuery);
    const dateTime = cached.getType('DateTime');
    if (dateTime instanceof GraphQLScalarType) dateTime.serialize = serializeDateTime;
  }
  return cached;
}

/** A request's query, variables and operation name. */
interface Request {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

const fieldResolver: GraphQLFieldResolver<unknown, CustomerAccountContext> = (source, args, ctx, info) => {
  const fn = customerAccountResolvers[info.parentType.name]?.[info.fieldName];
  if (fn) return fn(source as never, args, ctx);
  if (source !== null && typeof source === 'object' && Object.hasOwn(source, info.fieldName)) {
    return (source as Record<string, unknown>)[info.fieldName];
  }
  throw notImplemented(info.parentType.name, info.fieldName);
};

/** Replaces unexpected resolver failures with Shopify's generic message; never a stack or an internal message. */
function masked(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((err) => {
      if (err.originalError === undefined || err.originalError instanceof GraphQLError) return err;
      console.error('[twin] customer account resolver failure at', err.path?.join('.'));
      return new GraphQLError('Internal error. Looks like something went wrong on our end.', { nodes: err.nodes, path: err.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }),
  };
}

/** Runs one document for a signed-in customer. */
export async function runCustomerAccount(req: Request, ctx: CustomerAccountContext): Promise<ExecutionResult> {
  const schema = customerAccountSchema();
  let doc: DocumentNode;
  try {
    doc = parse(req.query, { maxTokens: 20_000 });
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    return { errors: [shopifyParseError(e, req.query)] };
  }
  const invalid = validate(schema, doc, undefined, { maxErrors: 50 });
  if (invalid.length) return { errors: shopifyValidationErrors(invalid, doc) };
  const op = getOperationAST(doc, req.operationName);
  if (!op) return { errors: [new GraphQLError(req.operationName ? `No operation named "${req.operationName}"` : 'An operation name is required')] };
  const size = measureOperation(doc, op);
  if (size.depth > MAX_DEPTH) return { errors: [new TwinGraphQLError(`Query is too deep: max depth is ${MAX_DEPTH}`, 'MAX_DEPTH_EXCEEDED')] };
  if (size.fields > MAX_FIELDS) return { errors: [new TwinGraphQLError(`Query is too complex: at most ${MAX_FIELDS} fields may be selected`, 'MAX_COMPLEXITY_EXCEEDED')] };
  const vars = getVariableValues(schema, op.variableDefinitions ?? [], req.variables, { maxErrors: 50 });
  if (vars.errors) return { errors: shopifyVariableErrors(schema, op, req.variables) ?? vars.errors };
  return masked(
    await execute({
      schema,
      document: doc,
      variableValues: req.variables,
      operationName: req.operationName,
      contextValue: ctx,
      fieldResolver,
      typeResolver: (value) => (value as { __typename?: string } | null)?.__typename,
    }),
  );
}

/** The access token of a request: Hydrogen sends it bare in Authorization; `Bearer <token>` is taken too. */
function accessTokenOf(c: Context): string | undefined {
  const raw = c.req.header('authorization')?.trim();
  if (!raw || raw.length > 512) return undefined;
  return raw.replace(/^Bearer\s+/i, '');
}

const unauthorized = (c: Context) =>
  c.json({ errors: [{ message: 'Invalid token, could not authenticate.', extensions: { code: 'UNAUTHORIZED' } }] }, 401, { 'WWW-Authenticate': 'Bearer' });

/** Mounts the Customer Account GraphQL endpoint of every store. */
export function customerAccountGraphqlRoutes(app: Hono, rt: TwinRuntime): void {
  const path = '/:store/account/customer/api/:version/graphql';
  app.use(path, requestId);
  app.post(path, async (c) => {
    const store = rt.stores.get(c.req.param('store'));
    if (!store || !(CUSTOMER_ACCOUNT_API_VERSIONS as readonly string[]).includes(c.req.param('version'))) {
      return c.json({ errors: [{ message: 'Not Found' }] }, 404);
    }
    const token = accessTokenOf(c);
    const session = token ? sessionByToken(rt.db, store.name, 'access', token) : undefined;
    const customer = session && getCustomer(rt.db, store.name, session.customerId);
    if (!session || !customer) return unauthorized(c);
    const type = mediaType(c);
    if (type !== 'application/json') return c.json({ errors: [{ message: 'Unsupported Content-Type: use application/json' }] }, 415);
    const body = await readBody(c);
    if (!body.ok) return c.json({ errors: [{ message: body.message }] }, body.status, body.status === 413 ? { Connection: 'close' } : {});
    let raw: unknown;
    try {
      raw = JSON.parse(body.text);
    } catch {
      return c.json({ errors: [{ message: 'Malformed JSON body' }] }, 400);
    }
    const r = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    if (typeof r.query !== 'string') return c.json({ errors: [{ message: 'Body must be an object with a query string' }] }, 400);
    if (r.variables != null && (typeof r.variables !== 'object' || Array.isArray(r.variables))) return c.json({ errors: [{ message: 'variables must be a JSON object' }] }, 400);
    if (r.operationName != null && typeof r.operationName !== 'string') return c.json({ errors: [{ message: 'operationName must be a string' }] }, 400);
    const result = await runCustomerAccount(
      { query: r.query, variables: (r.variables as Record<string, unknown> | null) ?? {}, operationName: (r.operationName as string | null) ?? undefined },
      { rt, store, customer },
    );
    return c.json(result, 200);
  });
  app.on(['GET', 'PUT', 'PATCH', 'DELETE'], path, (c) => c.json({ errors: [{ message: 'Method Not Allowed' }] }, 405, { Allow: 'POST' }));
}
