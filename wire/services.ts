// Yardwise's local services (dealers, consultation scheduler, referral program, live chat): the wire
// protocol the services serve and the site's door parses, with the spec's messages word for word.
import { z } from 'zod';

/** Messages these services send or the site shows, word for word. */
export const SERVICE_MESSAGES = {
  zipInvalid: 'Please enter a valid ZIP or Postal Code',
  postalCodeRequired: 'Postal code is required',
  emailRequired: 'Email address required',
  emailInvalid: 'Please re-check your email address.',
  firstNameRequired: 'First name required',
  firstNameShort: 'First name must be at least 2 letters',
  lastNameRequired: 'Last name is required',
  lastNameShort: 'Last name must be at least 2 letters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  mobilePhoneRequired: 'Mobile phone is required',
  mobilePhoneInvalid: 'Mobile phone is invalid',
  companyRequired: 'Company is required',
  typeRequired: 'Appointment type is required',
  typeInvalid: 'Appointment type is invalid',
  slotInvalid: 'Please select a valid time slot',
  dateRequired: 'Appointment date is required',
  dateInvalid: 'Appointment date is invalid',
  dealerRequired: 'Dealer selection is required',
  addressRequired: 'Address is required',
  referralCodeInvalid: 'Referral code is invalid',
  slotTaken: "The date and time you've selected is no longer available. Please select a different date or time",
  noDealers: 'There are currently no dealers in your region.',
  dealerNotFoundTitle: "We're sorry",
  // The spec's words as far as it shows them ("…" there: the rest is not given).
  dealerNotFound: "We couldn't find an authorized dealer in that area. Please check the ZIP/postal code you submitted.",
  schedulerSorry: "We're Sorry",
  schedulerError: 'There was an error scheduling your {appointmentType} appointment.',
  appointmentsError: 'Error fetching appointments',
  schedulingFailed: 'Error scheduling appointment. Please contact customer service.',
  notEligible: 'Not eligible',
  referralRegion: 'Our referral program is currently not available for your region.',
  referralPlatform: 'An error occurred communicating with our platform. Please try again later.',
  messageRequired: 'Message required',
  formFailed: 'Form submission failed. Please refresh the page or try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;

/** The answer to a field over its length limit (not a spec message, so not among SERVICE_MESSAGES). */
export const TOO_LONG_MESSAGE = 'This is too long. Please shorten it.';

/** Longest values the services take: names, emails (RFC 5321), phone numbers as typed, postal codes, free text. */
export const FIELD_LIMITS = { name: 100, company: 200, email: 254, phone: 30, postalCode: 12, address: 300, id: 100, chatMessage: 2000, honeypot: 200 } as const;

/** How far from a searched ZIP or postal code's area the dealer search looks ("that area" of the no-dealer message). */
export const DEALER_RADIUS_MILES = 100;

/** Paths of the services, relative to the twin's (or production host's) base URL. */
export const SERVICE_PATHS = {
  dealers: '/dealers/',
  slots: (dealerId: string) => `/scheduler/dealers/${encodeURIComponent(dealerId)}/slots`,
  appointments: '/scheduler/appointments',
  installed: (appointmentId: string) => `/scheduler/appointments/${encodeURIComponent(appointmentId)}/installed`,
  enrolments: '/referral/enrolments',
  chatStatus: '/chat/status',
  conversations: '/chat/conversations',
  conversation: (id: string) => `/chat/conversations/${encodeURIComponent(id)}`,
  conversationMessages: (id: string) => `/chat/conversations/${encodeURIComponent(id)}/messages`,
  conversationEvents: (id: string) => `/chat/conversations/${encodeURIComponent(id)}/events`,
  conversationClose: (id: string) => `/chat/conversations/${encodeURIComponent(id)}/close`,
} as const;

/** Hidden form field that people leave empty; a filled one marks a bot (every public POST). */
export const HONEYPOT_FIELD = 'website';

/** Error body of every 4xx/5xx answer. */
export const serviceErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
/** Error body of every 4xx/5xx answer. */
export type ServiceError = z.infer<typeof serviceErrorSchema>['error'];

// A required trimmed string: missing, non-string and blank all give the same message.
const required = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
const tooLong = TOO_LONG_MESSAGE;
const letters = (value: string) => (value.match(/\p{L}/gu) ?? []).length;

/** US ZIP (5 digits, optional +4) or Canadian postal code (A1A 1A1). */
export const POSTAL_CODE_PATTERN = /^(\d{5}(-\d{4})?|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

/** A ZIP or postal code, normalised to upper case with a space in Canadian codes. */
export const postalCodeSchema = required(SERVICE_MESSAGES.postalCodeRequired)
  .max(FIELD_LIMITS.postalCode, SERVICE_MESSAGES.zipInvalid)
  .refine((v) => POSTAL_CODE_PATTERN.test(v), SERVICE_MESSAGES.zipInvalid)
  .transform((v) => (/^\d/.test(v) ? v.slice(0, 5) : `${v.slice(0, 3)} ${v.slice(-3)}`.toUpperCase()));

const emailSchema = required(SERVICE_MESSAGES.emailRequired).max(FIELD_LIMITS.email, tooLong).pipe(z.string().email(SERVICE_MESSAGES.emailInvalid));

// Ten digits, written ###-###-####; a leading US/Canada country code 1 is dropped.
const phoneSchema = (requiredMessage: string, invalidMessage: string) =>
  required(requiredMessage)
    .max(FIELD_LIMITS.phone, tooLong)
    .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
    .refine((v) => /^\d{10}$/.test(v), invalidMessage)
    .transform((v) => `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`);

const honeypot = { [HONEYPOT_FIELD]: z.string().max(FIELD_LIMITS.honeypot).optional() };

/** Consultation types a dealer may offer. */
export const consultationTypeSchema = z.enum(['In-Home', 'Virtual'], {
  errorMap: (issue, ctx) => ({ message: issue.code === 'invalid_type' && ctx.data === undefined ? SERVICE_MESSAGES.typeRequired : SERVICE_MESSAGES.typeInvalid }),
});
/** In-Home or Virtual. */
export type ConsultationType = z.infer<typeof consultationTypeSchema>;

/** Query of the dealer search: `?zip=&brand=`. */
export const dealerQuerySchema = z.object({
  zip: z
    .string({ required_error: SERVICE_MESSAGES.zipInvalid, invalid_type_error: SERVICE_MESSAGES.zipInvalid })
    .trim()
    .max(FIELD_LIMITS.postalCode, SERVICE_MESSAGES.zipInvalid)
    .refine((v) => POSTAL_CODE_PATTERN.test(v), SERVICE_MESSAGES.zipInvalid),
  brand: z.string({ required_error: 'Brand is required' }).regex(/^[a-z]{2,30}$/, 'Brand is invalid'),
});
/** Query of the dealer search. */
export type DealerQuery = z.infer<typeof dealerQuerySchema>;

/** An authorized dealer as the site shows it. */
export const dealerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.enum(['US', 'CA']),
  serviceAreas: z.array(z.string()),
  /** Company-owned dealers get Yardwise's own support wording. */
  companyOwned: z.boolean(),
  /** Whether the dealer sells Yardwise service plans; false shows the plan-unavailable notice. */
  planAvailable: z.boolean(),
  consultationTypes: z.array(consultationTypeSchema),
  timezone: z.string(),
  /** Distance in whole miles from the searched code's area to the dealer. */
  distanceMiles: z.number().nonnegative(),
});
/** An authorized dealer as the site shows it. */
export type Dealer = z.infer<typeof dealerSchema>;

/** Answer of `GET /dealers/`: dealers near the code, nearest first; empty when none (the no-dealer message). */
export const dealersResponseSchema = z.object({ dealers: z.array(dealerSchema) });
/** Answer of `GET /dealers/`. */
export type DealersResponse = z.infer<typeof dealersResponseSchema>;

/** One free one-hour slot: local date and time in the dealer's time zone, and the instant. */
export const slotSchema = z.object({ date: z.string(), time: z.string(), startsAt: z.string() });
/** One free one-hour slot. */
export type Slot = z.infer<typeof slotSchema>;

/** Answer of `GET /scheduler/dealers/<id>/slots?type=`: future free slots, oldest first. */
export const slotsResponseSchema = z.object({
  dealerId: z.string(),
  type: consultationTypeSchema,
  timezone: z.string(),
  slots: z.array(slotSchema),
});
/** Answer of the slots call. */
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/** Body of `POST /scheduler/appointments`. */
export const bookingRequestSchema = z.object({
  type: consultationTypeSchema,
  date: required(SERVICE_MESSAGES.dateRequired).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), SERVICE_MESSAGES.dateInvalid),
  time: required(SERVICE_MESSAGES.slotInvalid).refine((v) => /^\d{2}:\d{2}$/.test(v), SERVICE_MESSAGES.slotInvalid),
  firstName: required(SERVICE_MESSAGES.firstNameRequired).max(FIELD_LIMITS.name, tooLong).refine((v) => letters(v) >= 2, SERVICE_MESSAGES.firstNameShort),
  lastName: required(SERVICE_MESSAGES.lastNameRequired).max(FIELD_LIMITS.name, tooLong).refine((v) => letters(v) >= 2, SERVICE_MESSAGES.lastNameShort),
  email: emailSchema,
  phone: phoneSchema(SERVICE_MESSAGES.phoneRequired, SERVICE_MESSAGES.phoneInvalid),
  address: required(SERVICE_MESSAGES.addressRequired).max(FIELD_LIMITS.address, tooLong),
  postalCode: postalCodeSchema,
  referralCode: z
    .string({ invalid_type_error: SERVICE_MESSAGES.referralCodeInvalid })
    .trim()
    .max(24, SERVICE_MESSAGES.referralCodeInvalid)
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z0-9-]{4,24}$/.test(v), SERVICE_MESSAGES.referralCodeInvalid)
    .optional()
    .transform((v) => v || undefined),
  dealerId: required(SERVICE_MESSAGES.dealerRequired).max(FIELD_LIMITS.id, tooLong),
  ...honeypot,
});
/** What the scheduler sends (before the services' normalising). */
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** A booked consultation. */
export const appointmentSchema = z.object({
  id: z.string(),
  type: consultationTypeSchema,
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  dealerId: z.string(),
  status: z.enum(['booked', 'installed']),
  referralCode: z.string().nullable(),
});
/** A booked consultation. */
export type Appointment = z.infer<typeof appointmentSchema>;

/** Answer of a booking (201): `existingAccount` asks the site to show the existing-account notice. */
export const bookingResponseSchema = z.object({ appointment: appointmentSchema, existingAccount: z.boolean() });
/** Answer of a booking. */
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** A gift card mailed to a referrer. */
export const giftCardSchema = z.object({ code: z.string(), amount: z.object({ amount: z.string(), currencyCode: z.enum(['USD', 'CAD']) }) });
/** A gift card mailed to a referrer. */
export type GiftCard = z.infer<typeof giftCardSchema>;

/** Answer of the operators' `POST /scheduler/appointments/<id>/installed` (X-Services-Admin-Key). */
export const installedResponseSchema = z.object({ appointment: appointmentSchema, giftCard: giftCardSchema.nullable() });
/** Answer of the installed call. */
export type InstalledResponse = z.infer<typeof installedResponseSchema>;

/** Body of `POST /referral/enrolments`. */
export const enrolmentRequestSchema = z.object({
  // The spec (§3, §5): company, email, zip and mobile phone, all required.
  company: required(SERVICE_MESSAGES.companyRequired).max(FIELD_LIMITS.company, tooLong),
  email: emailSchema,
  zip: postalCodeSchema,
  mobilePhone: phoneSchema(SERVICE_MESSAGES.mobilePhoneRequired, SERVICE_MESSAGES.mobilePhoneInvalid),
  ...honeypot,
});
/** What the referral enrolment sends. */
export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;

/**
 * Answer to an enrolment of an email that is already enrolled (409 `ALREADY_ENROLLED`, also on the `email`
 * field): its code is mailed to that address, never shown to whoever asked.
 */
export const REFERRAL_ALREADY_ENROLLED_MESSAGE = 'This email is already enrolled. We have emailed its referral code to it.';

/** Answer of a new enrolment (201): the referrer's code. */
export const enrolmentResponseSchema = z.object({ referralCode: z.string(), email: z.string() });
/** Answer of an enrolment. */
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;

/** Referral channels a code can be shared on. */
export type ShareChannel = 'email' | 'sms' | 'facebook' | 'x' | 'linkedin';

/** Share links for a referral code; `landingUrl` must be https (the page where a friend books). */
export function referralShareLinks(code: string, landingUrl: string): Record<ShareChannel, string> {
  const landing = new URL(landingUrl);
  if (landing.protocol !== 'https:') throw new Error('Referral landing URL must be https');
  landing.searchParams.set('referral', code);
  const url = landing.toString();
  const text = `Book a free Yardwise consultation with my referral code ${code}: ${url}`;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return {
    email: `mailto:?${q({ subject: 'A Yardwise consultation for you', body: text })}`,
    sms: `sms:?&${q({ body: text })}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`,
    x: `https://x.com/intent/post?${q({ text: `Book a free Yardwise consultation with my referral code ${code}`, url })}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`,
  };
}

/** Whether people answer chats now; when closed, when they are back. */
export const chatStatusSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal(true) }),
  z.object({ open: z.literal(false), backAt: z.string() }),
]);
/** Whether people answer chats now. */
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** Body of `POST /chat/conversations`. */
export const startChatRequestSchema = z.object({
  name: z.string().trim().max(FIELD_LIMITS.name, tooLong).optional().transform((v) => v || undefined),
  email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.email, tooLong)
    .refine((v) => v === '' || z.string().email().safeParse(v).success, SERVICE_MESSAGES.emailInvalid)
    .optional()
    .transform((v) => v || undefined),
  ...honeypot,
});
/** What the site sends to start a chat. */
export type StartChatRequest = z.input<typeof startChatRequestSchema>;

/** Answer of a chat start: a conversation and its visitor token, or when agents are back. */
export const startChatResponseSchema = z.discriminatedUnion('open', [
  z.object({ open: z.literal(true), conversation: z.object({ id: z.string(), token: z.string() }) }),
  z.object({ open: z.literal(false), backAt: z.string() }),
]);
/** Answer of a chat start. */
export type StartChatResponse = z.infer<typeof startChatResponseSchema>;

/** Body of a chat message (visitor or agent). */
export const chatMessageRequestSchema = z.object({ text: required(SERVICE_MESSAGES.messageRequired).max(FIELD_LIMITS.chatMessage, tooLong), ...honeypot });
/** Body of a chat message. */
export type ChatMessageRequest = z.input<typeof chatMessageRequestSchema>;

/** One chat message; `id` orders them and is the SSE event id. */
export const chatMessageSchema = z.object({ id: z.number(), from: z.enum(['visitor', 'agent']), text: z.string(), at: z.string() });
/** One chat message. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as its visitor reads it. */
export const conversationSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  name: z.string().nullable(),
  email: z.string().nullable(),
  messages: z.array(chatMessageSchema),
});
/** A conversation as its visitor reads it. */
export type Conversation = z.infer<typeof conversationSchema>;
