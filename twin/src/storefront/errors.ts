import { GraphQLError } from 'graphql';

/** An error whose message is safe to show the client (everything else is masked). */
export class TwinGraphQLError extends GraphQLError {
  constructor(message: string, code: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

/** Thrown for schema fields the twin has no resolver for. */
export function notImplemented(typeName: string, fieldName: string): TwinGraphQLError {
  return new TwinGraphQLError(
    `Field ${typeName}.${fieldName} is not implemented by the twin`,
    'NOT_IMPLEMENTED',
  );
}

/** Shopify's answer to an id that is not a valid global id. */
export function invalidGlobalId(id: string): TwinGraphQLError {
  return new TwinGraphQLError(`Invalid global id '${String(id).slice(0, 200)}'`, 'INVALID_GLOBAL_ID');
}

/** Shopify's refusal of a query whose requested cost is over the single query limit (as the API words it). */
export function maxCostExceeded(cost: number, maxCost: number): TwinGraphQLError {
  const shown = Math.min(Math.round(cost), Number.MAX_SAFE_INTEGER);
  return new TwinGraphQLError(
    `Query cost is ${shown}, which exceeds the single query max cost limit (${maxCost}).\n\n` +
      'See https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\n' +
      'cost of a query is calculated.\n\n' +
      'To query larger amounts of data with fewer limits, bulk operations should be used instead.\n' +
      'See https://shopify.dev/tutorials/perform-bulk-operations-with-admin-api for usage details.\n',
    'MAX_COST_EXCEEDED',
    { cost: shown, maxCost, documentation: 'https://shopify.dev/api/usage/rate-limits' },
  );
}
