// The subscriptions service through the one request core (src/lib/http/service.ts): the customer's
// calls carry the id token and name the store their account pages belong to; the error body and the
// messages are the wire protocol's.
import type { z } from 'zod';
import { errorBodySchema, MESSAGES, SCHEDULE_LIMIT_MESSAGE, STORE_PARAM } from '../../../wire/subscriptions';
import { serviceCall, type ServiceCall, type ServiceConfig, type ServiceProtocol, type ServiceResult } from '../http/service';

export type SubscriptionsResult<T> = ServiceResult<T>;

/** Where the service answers and who is asking. */
export interface SubscriptionsConfig extends ServiceConfig {
  /** The shopifyStore the account pages belong to (e.g. homing-us). */
  store: string;
  /** The current Cognito id token, refreshed by the auth door; null when signed out. */
  idToken: () => Promise<string | null> | string | null;
}

/** One call; `auth: false` for the calls made without a signed-in customer (collar activation). */
export type SubscriptionsCall<S extends z.ZodTypeAny> = Omit<ServiceCall<S>, 'idToken' | 'query'> & { auth?: boolean };

// Messages the wire protocol defines (the spec's own and the schedule-limit answer) are shown as they
// come; anything else gets the call's message.
const protocol: ServiceProtocol = {
  errorOf(body) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) return null;
    const { code, message, field } = parsed.data.error;
    return { code, message, fields: field ? [{ field, message }] : [] };
  },
  knownMessages: new Set<string>([...Object.values(MESSAGES), SCHEDULE_LIMIT_MESSAGE]),
  fallback: MESSAGES.generic,
  unauthorized: MESSAGES.unauthorized,
};

/** Runs one call and parses its answer with the wire schema; never throws. */
export function call<S extends z.ZodTypeAny>(config: SubscriptionsConfig, { auth, ...spec }: SubscriptionsCall<S>): Promise<SubscriptionsResult<z.infer<S>>> {
  // Calls for the signed-in customer carry the id token and name the store their account pages belong to.
  return serviceCall(config, protocol, auth !== false ? { ...spec, idToken: config.idToken, query: { [STORE_PARAM]: config.store } } : spec);
}
