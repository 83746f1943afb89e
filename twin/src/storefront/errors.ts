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
