// The subscriptions door: subscriptions, cancel / pause / resume / skip / next date, payment methods and
// collar activation, typed from the wire contract. Components get plain values or a typed failure.
import {
  activationCheckResponseSchema,
  activationQuoteResponseSchema,
  activationRequestSchema,
  activationResendResponseSchema,
  activationResponseSchema,
  cancelResponseSchema,
  MESSAGES,
  pathFor,
  pauseResponseSchema,
  resumeResponseSchema,
  paymentMethodListSchema,
  skipResponseSchema,
  SUBSCRIPTION_PATHS as P,
  subscriptionListSchema,
  subscriptionResponseSchema,
  updateLinkResponseSchema,
  type ActivationQuote,
  type ActivationRequest,
  type ActivationResponse,
  type CancelRequest,
  type CancelResponse,
  type PauseRequest,
  type PauseResponse,
  type ResumeResponse,
  type PaymentMethod,
  type SkipResponse,
  type Subscription,
} from '../../../wire/subscriptions';
import { mapValue as map } from '../result';
import { call, type SubscriptionsConfig, type SubscriptionsResult } from './request';

export type { SubscriptionsConfig, SubscriptionsResult } from './request';
export type { ActivationQuote, ActivationRequest, ActivationResponse, CancelRequest, PaymentMethod, Subscription } from '../../../wire/subscriptions';

/** The calls the account pages and the activation dialog make. */
export interface SubscriptionsClient {
  /** The customer's subscriptions; an empty list when they cannot be loaded. */
  list(): Promise<Subscription[]>;
  /** The same list, or the failure, for screens that say so and offer a retry. */
  load(): Promise<SubscriptionsResult<Subscription[]>>;
  get(id: number): Promise<SubscriptionsResult<Subscription>>;
  cancel(id: number, input: CancelRequest): Promise<SubscriptionsResult<CancelResponse>>;
  pause(id: number, duration: PauseRequest['duration']): Promise<SubscriptionsResult<PauseResponse>>;
  /** Ends a pause: the next delivery goes back to the schedule it had before. */
  resume(id: number): Promise<SubscriptionsResult<ResumeResponse>>;
  skipNext(id: number): Promise<SubscriptionsResult<SkipResponse>>;
  setNextDate(id: number, date: string): Promise<SubscriptionsResult<Subscription>>;
  paymentMethods(): Promise<SubscriptionsResult<PaymentMethod[]>>;
  sendUpdateLink(paymentMethodId: number): Promise<SubscriptionsResult<string>>;
  activate(input: ActivationRequest): Promise<SubscriptionsResult<ActivationResponse>>;
  resendActivation(email: string): Promise<SubscriptionsResult<string>>;
  /**
   * Checks a code and email before a plan is chosen: the service plan (selling plan gid) the waiting collar was bought
   * with, null when it has none; ACTIVATION_FAILED when they name no waiting collar (unknown, used or someone else's).
   */
  checkActivation(activationCode: string, email: string): Promise<SubscriptionsResult<string | null>>;
  /** What activating a waiting collar on a plan charges now and per term; null when the code and email name none. */
  activationQuote(activationCode: string, email: string, planId: string): Promise<SubscriptionsResult<ActivationQuote | null>>;
}

/** A subscriptions client for one store, authorised by the customer's Cognito id token. */
export function createSubscriptionsClient(config: SubscriptionsConfig): SubscriptionsClient {
  const sub = (id: number, path: string) => pathFor(path, { id });
  return {
    async list() {
      const r = await call(config, { method: 'GET', path: P.list, schema: subscriptionListSchema });
      return r.ok ? r.value.subscriptions : [];
    },
    async load() {
      return map(await call(config, { method: 'GET', path: P.list, schema: subscriptionListSchema }), (v) => v.subscriptions);
    },
    async get(id) {
      return map(await call(config, { method: 'GET', path: sub(id, P.detail), schema: subscriptionResponseSchema }), (v) => v.subscription);
    },
    cancel: (id, input) => call(config, { method: 'POST', path: sub(id, P.cancel), schema: cancelResponseSchema, body: input }),
    pause: (id, duration) => call(config, { method: 'POST', path: sub(id, P.pause), schema: pauseResponseSchema, body: { duration } }),
    resume: (id) => call(config, { method: 'POST', path: sub(id, P.resume), schema: resumeResponseSchema, body: {} }),
    skipNext: (id) => call(config, { method: 'POST', path: sub(id, P.skip), schema: skipResponseSchema, body: {} }),
    async setNextDate(id, date) {
      const r = await call(config, {
        method: 'POST',
        path: sub(id, P.nextDate),
        schema: subscriptionResponseSchema,
        body: { date },
        failureMessage: MESSAGES.generic,
      });
      return map(r, (v) => v.subscription);
    },
    async paymentMethods() {
      const r = await call(config, { method: 'GET', path: P.paymentMethods, schema: paymentMethodListSchema, failureMessage: MESSAGES.paymentMethodsFailed });
      return map(r, (v) => v.paymentMethods);
    },
    async sendUpdateLink(paymentMethodId) {
      const r = await call(config, {
        method: 'POST',
        path: pathFor(P.updateLink, { id: paymentMethodId }),
        schema: updateLinkResponseSchema,
        body: {},
        failureMessage: MESSAGES.updateLinkFailed,
      });
      return map(r, (v) => v.message);
    },
    activate: (input) =>
      call(config, { method: 'POST', path: P.activation, schema: activationResponseSchema, body: input, auth: false, failureMessage: MESSAGES.activationFailed }),
    async resendActivation(email) {
      const r = await call(config, { method: 'POST', path: P.activationResend, schema: activationResendResponseSchema, body: { email }, auth: false });
      return map(r, (v) => v.message);
    },
    async checkActivation(activationCode, email) {
      const body = { activationCode, email };
      const r = await call(config, { method: 'POST', path: P.activationCheck, schema: activationCheckResponseSchema, body, auth: false });
      return map(r, (v) => v.planId);
    },
    async activationQuote(activationCode, email, planId) {
      const body = { activationCode, email, planId };
      const r = await call(config, { method: 'POST', path: P.activationQuote, schema: activationQuoteResponseSchema, body, auth: false });
      return map(r, (v) => v.quote);
    },
  };
}

/** Checks the activation dialog's fields with the wire schema; answers the first message per field. */
export function activationFieldErrors(input: Partial<ActivationRequest>, exampleEmail = 'name@example.com'): Partial<Record<keyof ActivationRequest, string>> {
  const parsed = activationRequestSchema.safeParse(input);
  const out: Partial<Record<keyof ActivationRequest, string>> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ActivationRequest;
    if (!out[key]) out[key] = issue.message.replace('{email}', exampleEmail);
  }
  return out;
}
