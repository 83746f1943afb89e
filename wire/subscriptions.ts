// The subscriptions and collar activation protocol: paths, request and response bodies, error codes and
// the spec's messages. The store's services validate and shape with these schemas; the site's door parses
// with them; `/__clock` is the twin's test clock.
import { z } from 'zod';

/** Every path of the service; `:id` is a subscription or payment method id, `:token` an update link token. */
export const SUBSCRIPTION_PATHS = {
  list: '/subscriptions/',
  detail: '/subscriptions/:id',
  cancel: '/subscriptions/:id/cancel',
  pause: '/subscriptions/:id/pause',
  resume: '/subscriptions/:id/resume',
  skip: '/subscriptions/:id/skip',
  nextDate: '/subscriptions/:id/next-date',
  paymentMethods: '/subscriptions/payment-methods',
  updateLink: '/subscriptions/payment-methods/:id/update-link',
  activation: '/activation/',
  activationResend: '/activation/resend',
  activationCheck: '/activation/check',
  activationQuote: '/activation/quote',
  clock: '/__clock',
} as const;

/** Query parameter (or header) naming the shopifyStore a subscription call is about. */
export const STORE_PARAM = 'store';
/** Header alternative to the `store` query parameter. */
export const STORE_HEADER = 'X-Shopify-Store';

/** The spec's messages that the service answers or the dialogs show. */
export const MESSAGES = {
  notFound: 'Subscription was not found.',
  cannotCancel: 'You cannot cancel non-active subscription.',
  cancelled: 'Your subscription has been cancelled.',
  paused: 'Your subscription has been paused.',
  generic: 'We could not complete your request at this time. Please try again later.',
  invalidNextDate: 'Please select a valid date for your next order.',
  paymentMethodsFailed: 'Your payment methods could not be loaded at this time. Please try again later.',
  paymentMethodUpdated: 'Your payment method has been updated.',
  paymentMethodFailed: 'Your payment method could not be updated at this time. Please try again later.',
  updateLinkSent: 'Update link sent.',
  updateLinkFailed: 'Update link could not be sent at this time. Please try again later.',
  invalidCard: 'Please select a card with a valid expiration date',
  activationCodeRequired: 'Activation code is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please use a valid email address such as {email}',
  selectingPlanFailed: 'Selecting Plan Failed',
  /** The spec's wording, for the app; the web's activation dialog says it without the app (its own UI string). */
  activationFailed: 'We could not activate your collar. Please return to the app and resend the activation email.',
  activationResent: 'If a collar is waiting for activation, we have sent its activation email again.',
  unauthorized: 'Please sign in again.',
} as const;

/** The answer to a pause or skip past the furthest next delivery allowed (not a spec message, so not among MESSAGES). */
export const SCHEDULE_LIMIT_MESSAGE = 'Your next order cannot be moved any further ahead.';

/** Error codes of the service, with the HTTP status each one travels with. */
export const ERROR_STATUS = {
  UNAUTHORIZED: 401,
  BAD_REQUEST: 400,
  INVALID_DATE: 400,
  UNKNOWN_STORE: 400,
  NOT_FOUND: 404,
  NOT_ACTIVE: 409,
  /** A pause or skip would move the next delivery past the furthest date allowed. */
  SCHEDULE_LIMIT: 409,
  /** A resume of a subscription that is not paused. */
  NOT_PAUSED: 409,
  ACTIVATION_FAILED: 400,
  PLAN_FAILED: 400,
  CARD_INVALID: 400,
  /** Shopify refused or could not be reached; nothing changed. */
  UPSTREAM: 502,
} as const;

/** One of the service's error codes. */
export type SubscriptionErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error answer. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
/** The body of every error answer. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Autoship labels by months. */
export const FREQUENCY_LABELS: Record<number, string> = {
  1: 'Monthly',
  2: 'Bi-Monthly',
  3: 'Quarterly',
  4: 'Every 4 Months',
  6: 'Semi-Annually',
  12: 'Yearly',
};

/** The label of a frequency: the spec's autoship label when there is one, else "Every N Weeks/Months". */
export function frequencyLabel(unit: 'weeks' | 'months', count: number): string {
  if (unit === 'months' && FREQUENCY_LABELS[count]) return FREQUENCY_LABELS[count];
  if (count === 1) return unit === 'weeks' ? 'Weekly' : 'Monthly';
  return `Every ${count} ${unit === 'weeks' ? 'Weeks' : 'Months'}`;
}

/** How often a subscription renews. */
export const frequencySchema = z.object({
  unit: z.enum(['weeks', 'months']),
  count: z.number().int().positive(),
  label: z.string(),
});

/** An amount in a currency, as Shopify writes money. */
export const moneySchema = z.object({ amount: z.string(), currencyCode: z.string() });

/** A shipping or billing address. */
export const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  zip: z.string(),
  country: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
});

/** ACTIVE renews; AWAITING_ACTIVATION is a collar plan bought but not yet activated; PAUSED stopped after its payment failed on every retry (a new card starts it again); CANCELLED is final. */
export const subscriptionStatusSchema = z.enum(['ACTIVE', 'AWAITING_ACTIVATION', 'PAUSED', 'CANCELLED']);

/** A renewal the card did not pay: since when, and when it is tried again (null: no retry left, the subscription is PAUSED). */
export const paymentFailureSchema = z.object({ failedAt: z.string(), nextRetryAt: z.string().nullable() });

/** A subscription as the account pages show it. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  /** autoship ships goods at each renewal; service renews a collar's LTE service term. */
  kind: z.enum(['autoship', 'service']),
  sku: z.string().nullable(),
  productTitle: z.string(),
  sellingPlanName: z.string(),
  quantity: z.number().int().positive(),
  /** Next shipping date (ISO); null for a service plan, which ships nothing. */
  scheduledAt: z.string().nullable(),
  frequency: frequencySchema,
  shippingAddress: addressSchema,
  /** What one unit costs at each renewal; for a collar's service plan, the price of one service term (the collar was paid with its order). */
  pricePerItem: moneySchema,
  /** Next charge (ISO); null for a collar's service plan awaiting activation, whose first term is charged when the collar is activated. */
  nextBillingDate: z.string().nullable(),
  status: subscriptionStatusSchema,
  /** The day a pause ends (ISO), while one is in force: an ACTIVE subscription with one is paused. */
  pausedUntil: z.string().nullable(),
  petName: z.string().nullable(),
  /** End of the paid LTE service term (ISO); only for collar plans. */
  lteServiceExpiry: z.string().nullable(),
  paymentMethodId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When it was cancelled (ISO), for a CANCELLED one; a service that does not say leaves it out. */
  cancelledAt: z.string().nullable().optional(),
  /** Set while a renewal is declined; a service that does not say leaves it out. */
  paymentFailure: paymentFailureSchema.nullable().optional(),
});
/** A subscription as the account pages show it. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /subscriptions/`. */
export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
/** `GET /subscriptions/`. */
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** `GET /subscriptions/:id`, and the answer of skip and next-date. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
/** `GET /subscriptions/:id`. */
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Why a customer cancels, with the wording the cancel dialog shows. */
export const CANCEL_REASONS = {
  'no-longer-use': 'I no longer use the product',
  'too-expensive': 'It is too expensive',
  'another-company': "I'm using another company's subscription service",
  'more-than-needed': 'I already have more than I need',
  other: 'Other',
} as const;

/** `POST /subscriptions/:id/cancel` body. */
export const cancelRequestSchema = z.object({
  reason: z.enum(Object.keys(CANCEL_REASONS) as [keyof typeof CANCEL_REASONS, ...(keyof typeof CANCEL_REASONS)[]]),
  feedback: z.string().trim().max(2000).optional().default(''),
});
/** `POST /subscriptions/:id/cancel` body. */
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/** `POST /subscriptions/:id/cancel` answer. */
export const cancelResponseSchema = z.object({ subscription: subscriptionSchema, message: z.string() });
/** `POST /subscriptions/:id/cancel` answer. */
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/** How long a pause lasts. */
export const PAUSE_DURATIONS = { '1-week': { unit: 'weeks', count: 1 }, '1-month': { unit: 'months', count: 1 }, '3-months': { unit: 'months', count: 3 } } as const;

/** `POST /subscriptions/:id/pause` body. */
export const pauseRequestSchema = z.object({ duration: z.enum(['1-week', '1-month', '3-months']) });
/** `POST /subscriptions/:id/pause` body. */
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/** `POST /subscriptions/:id/pause` answer: the shipment moved from `previousDate` to `newDate`. */
export const pauseResponseSchema = z.object({
  subscription: subscriptionSchema,
  previousDate: z.string(),
  newDate: z.string(),
  message: z.string(),
});
/** `POST /subscriptions/:id/pause` answer. */
export type PauseResponse = z.infer<typeof pauseResponseSchema>;

/** `POST /subscriptions/:id/resume` answer (its body is empty): the pause is over and the next delivery is on `nextDate`. */
export const resumeResponseSchema = z.object({ subscription: subscriptionSchema, nextDate: z.string() });
/** `POST /subscriptions/:id/resume` answer. */
export type ResumeResponse = z.infer<typeof resumeResponseSchema>;

/** `POST /subscriptions/:id/skip` answer: the skipped date and the one that replaces it. */
export const skipResponseSchema = z.object({ subscription: subscriptionSchema, skippedDate: z.string(), nextDate: z.string() });
/** `POST /subscriptions/:id/skip` answer. */
export type SkipResponse = z.infer<typeof skipResponseSchema>;

/** `POST /subscriptions/:id/next-date` body: a calendar day (YYYY-MM-DD) after today. */
export const nextDateRequestSchema = z.object({
  date: z
    .string({ required_error: MESSAGES.invalidNextDate, invalid_type_error: MESSAGES.invalidNextDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidNextDate)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), MESSAGES.invalidNextDate),
});
/** `POST /subscriptions/:id/next-date` body. */
export type NextDateRequest = z.infer<typeof nextDateRequestSchema>;

/** A stored card. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expiry: z.object({ month: z.number().int(), year: z.number().int() }),
  expired: z.boolean(),
  billingAddress: addressSchema,
  subscriptionIds: z.array(z.number().int()),
});
/** A stored card. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /subscriptions/payment-methods`. */
export const paymentMethodListSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
/** `GET /subscriptions/payment-methods`. */
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** `POST /subscriptions/payment-methods/:id/update-link` answer (the link goes by email only). */
export const updateLinkResponseSchema = z.object({ message: z.string() });
/** `POST /subscriptions/payment-methods/:id/update-link` answer. */
export type UpdateLinkResponse = z.infer<typeof updateLinkResponseSchema>;

/** `POST /activation/` body: what the activation dialog collects. */
export const activationRequestSchema = z.object({
  activationCode: z.string({ required_error: MESSAGES.activationCodeRequired }).trim().min(1, MESSAGES.activationCodeRequired).max(64),
  email: z
    .string({ required_error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .email(MESSAGES.emailInvalid),
  petName: z.string().trim().min(1).max(60),
  /** The chosen service plan: its selling plan gid or numeric id. */
  planId: z.string({ required_error: MESSAGES.selectingPlanFailed }).trim().min(1, MESSAGES.selectingPlanFailed).max(100),
});
/** `POST /activation/` body. */
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

/** The identifiers a collar is known by once activated. */
export const collarSchema = z.object({
  petName: z.string(),
  email: z.string(),
  iotUserId: z.string(),
  iotGroupId: z.string(),
  deviceId: z.string(),
  collarId: z.string(),
  thingName: z.string(),
  petId: z.string(),
});
/** The identifiers a collar is known by once activated. */
export type Collar = z.infer<typeof collarSchema>;

/** `POST /activation/` answer. */
export const activationResponseSchema = z.object({ collar: collarSchema, subscription: subscriptionSchema });
/** `POST /activation/` answer. */
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

/** `POST /activation/resend` body. */
export const activationResendRequestSchema = activationRequestSchema.pick({ email: true });
/** `POST /activation/resend` body. */
export type ActivationResendRequest = z.infer<typeof activationResendRequestSchema>;

/** `POST /activation/check` body: a waiting collar's code and the email it was mailed to, checked before a plan is chosen. */
export const activationCheckRequestSchema = activationRequestSchema.pick({ activationCode: true, email: true });
/** `POST /activation/check` body. */
export type ActivationCheckRequest = z.infer<typeof activationCheckRequestSchema>;

/**
 * `POST /activation/check` answer for a code and email that name a waiting collar: the service plan it was bought with (its
 * selling plan gid), null when it has none. An unknown, used or someone else's code is ACTIVATION_FAILED, as activating it would be.
 */
export const activationCheckResponseSchema = z.object({ planId: z.string().nullable() });
/** `POST /activation/check` answer. */
export type ActivationCheckResponse = z.infer<typeof activationCheckResponseSchema>;

/** `POST /activation/quote` body: a waiting collar's code and email, and the service plan it would be activated on. */
export const activationQuoteRequestSchema = activationRequestSchema.pick({ activationCode: true, email: true, planId: true });
/** `POST /activation/quote` body. */
export type ActivationQuoteRequest = z.infer<typeof activationQuoteRequestSchema>;

/** What activating a collar on a plan charges: its first term now (price, the tax on it, total), then the same price and tax each term. */
export const activationQuoteSchema = z.object({
  /** One term's price before tax, in the currency the collar was bought in; each renewal charges it again. */
  price: moneySchema,
  /** The tax on one term, at the rate of the collar's order. */
  tax: moneySchema,
  /** What pressing Activate charges now: the first term with its tax. */
  total: moneySchema,
  /** The length of one term: the plan's billing interval. */
  term: z.object({ interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']), count: z.number().int().positive() }),
});
/** What activating a collar on a plan charges. */
export type ActivationQuote = z.infer<typeof activationQuoteSchema>;

/** `POST /activation/quote` answer: null when the code and email name no waiting collar; a plan that is not a collar service plan is PLAN_FAILED. */
export const activationQuoteResponseSchema = z.object({ quote: activationQuoteSchema.nullable() });
/** `POST /activation/quote` answer. */
export type ActivationQuoteResponse = z.infer<typeof activationQuoteResponseSchema>;

/** `POST /activation/resend` answer (the same whether or not a code was waiting). */
export const activationResendResponseSchema = z.object({ message: z.string() });

/** `POST /__clock` body (test twins only): move the clock forward by days or to an instant. */
export const clockRequestSchema = z.union([
  z.object({ advanceDays: z.number().int().min(0).max(3660) }).strict(),
  z.object({ now: z.string().datetime({ offset: true }) }).strict(),
]);
/** `POST /__clock` body. */
export type ClockRequest = z.infer<typeof clockRequestSchema>;

/** `GET|POST /__clock` answer: the twin's time and the orders renewals placed. */
export const clockResponseSchema = z.object({ now: z.string(), renewedOrders: z.array(z.number().int()) });
/** `GET|POST /__clock` answer. */
export type ClockResponse = z.infer<typeof clockResponseSchema>;

/** Fills `:name` placeholders of a path. */
export function pathFor(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([a-z]+)/gi, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
}
