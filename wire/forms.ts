// The brands' forms protocol (captcha, contact, article feedback, pro program, lifetime warranty): paths,
// request and answer bodies, error codes and the spec's messages. The services validate with these
// schemas; the site's forms use them as their resolvers and its door parses answers with them.
// Newsletter and back-in-stock go to the forms service, which checks them and relays them to Klaviyo in
// Klaviyo's own shapes.
import { z } from 'zod';
import { BRAND_IDS } from './vocabulary';

/** Every path of the forms service. */
export const FORM_PATHS = {
  captchaChallenge: '/captcha/challenge',
  dealerContact: '/forms/contact/dealer',
  generalContact: '/forms/contact/general',
  articleFeedback: '/forms/article-feedback',
  proProgram: '/forms/pro-program',
  warranty: '/forms/warranty',
  submissions: '/forms/submissions',
  newsletter: '/forms/newsletter',
  backInStock: '/forms/back-in-stock',
} as const;

/** The spec's messages that the forms show; names and phone wordings follow the spec's generic ones. */
export const FORM_MESSAGES = {
  emailRequired: 'Email address required',
  emailInvalid: 'Please re-check your email address.',
  /** The spec's other email variant: the newsletter signup's. */
  emailIncomplete: 'We need a complete valid email address.',
  firstNameRequired: 'First name required',
  firstNameShort: 'First name must be at least 2 letters.',
  lastNameRequired: 'Last name is required',
  lastNameShort: 'Last name must be at least 2 letters.',
  outletNameRequired: 'Outlet name is required',
  outletNameShort: 'Outlet name must be at least 2 letters.',
  nameRequired: 'Name is a required field.',
  nameShort: 'Name must be at least 2 letters.',
  messageRequired: 'Message required',
  messageShort: 'Message must be at least 15 characters.',
  questionRequired: 'Question is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  interestRequired: 'Please select an interest.',
  captchaRequired: 'Please complete the CAPTCHA',
  productRequired: 'Product is required',
  orderNumberRequired: 'Order number is required',
  descriptionRequired: 'Description is required',
  photoRequired: 'Photo is required',
  photoType: 'Photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'Photo must be 5 MB or smaller.',
  articleRequired: 'Article is required',
  helpfulRequired: 'Please choose Yes or No.',
  occupationRequired: 'Occupation is required',
  brandInvalid: 'Brand is invalid',
  outOfStockFailed: 'Out of Stock form submission failed. Please refresh the page or try again later.',
  formFailed: 'Form submission failed. Please refresh the page or try again later.',
  signUpUnsuccessful: 'Sign up unsuccessful',
  subscribeFailed: 'An error occurred while subscribing. Please try again later.',
  tooManyRequests: 'Too many submissions. Please try again later.',
  tooLong: 'This is too long. Please shorten it.',
} as const;

/** Longest values the forms take: names, emails (RFC 5321), phone numbers as typed, free text, the captcha payload. */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 30, shortText: 200, orderNumber: 50, text: 5000, comment: 2000, altcha: 2000, honeypot: 200 } as const;

/** Error codes of the forms service, with the HTTP status each one travels with. */
export const FORM_ERROR_STATUS = {
  INVALID: 400,
  CAPTCHA: 400,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Klaviyo did not take a relayed newsletter or back-in-stock subscription. */
  UPSTREAM: 502,
} as const;

/** One of the forms service's error codes. */
export type FormErrorCode = keyof typeof FORM_ERROR_STATUS;


/** Name of the hidden honeypot field: people leave it empty; a filled one is answered as accepted and dropped. */
export const HONEYPOT_FIELD = 'website';
/** Largest photo a warranty claim takes. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Photo types a warranty claim takes (checked by their first bytes, not by the name). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const required = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
const upTo = (max: number) => z.string().max(max, FORM_MESSAGES.tooLong);
const email = (invalid: string = FORM_MESSAGES.emailInvalid) => required(FORM_MESSAGES.emailRequired).pipe(upTo(FIELD_LIMITS.email).email(invalid));
const name = (requiredMsg: string, shortMsg: string) =>
  required(requiredMsg).pipe(upTo(FIELD_LIMITS.name).refine((v) => (v.match(/\p{L}/gu) ?? []).length >= 2, shortMsg));
const message = () => required(FORM_MESSAGES.messageRequired).pipe(z.string().min(15, FORM_MESSAGES.messageShort).max(FIELD_LIMITS.text, FORM_MESSAGES.tooLong));
const optionalText = (max: number) => z.string().trim().max(max, FORM_MESSAGES.tooLong).optional();

/** A phone number of 10 digits, answered as ###-###-#### (separators and a leading +1 are tolerated on input). */
export const phoneSchema = required(FORM_MESSAGES.phoneRequired)
  .max(FIELD_LIMITS.phone, FORM_MESSAGES.tooLong)
  .transform((v) => v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
  .pipe(z.string().regex(/^\d{10}$/, FORM_MESSAGES.phoneInvalid))
  .transform((d) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`);

/** The ALTCHA widget's base64 payload; a missing one reads "Please complete the CAPTCHA". */
export const altchaSchema = required(FORM_MESSAGES.captchaRequired).max(FIELD_LIMITS.altcha, FORM_MESSAGES.captchaRequired);
// Every brand's forms are taken (the care address and mails follow the brand).
const brand = z.enum(BRAND_IDS, { errorMap: () => ({ message: FORM_MESSAGES.brandInvalid }) });
const honeypot = z.string().max(FIELD_LIMITS.honeypot).optional();

/** Newsletter signup fields (sent to Klaviyo by the door): first name, email, interest Cat or Dog. */
export const newsletterFormSchema = z.object({
  firstName: name(FORM_MESSAGES.firstNameRequired, FORM_MESSAGES.firstNameShort),
  email: email(FORM_MESSAGES.emailIncomplete),
  interest: z.enum(['Cat', 'Dog'], { errorMap: () => ({ message: FORM_MESSAGES.interestRequired }) }),
});
/** Newsletter signup fields. */
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

/** Out-of-stock (back-in-stock) form: an email and the captcha. */
export const backInStockFormSchema = z.object({ email: email(), altcha: altchaSchema });
/** A Klaviyo public key (company_id): six letters and digits. */
const klaviyoCompanyId = z.string().regex(/^[A-Za-z0-9]{6}$/, FORM_MESSAGES.formFailed);

/**
 * A newsletter signup to the forms service (`POST /forms/newsletter`): the form's fields, its captcha and honeypot,
 * and the Klaviyo account and list it goes to. The service relays it to Klaviyo's server API (Bulk Subscribe Profiles).
 */
export const newsletterRequestSchema = newsletterFormSchema.extend({
  altcha: altchaSchema,
  companyId: klaviyoCompanyId,
  listId: z.string().trim().min(1, FORM_MESSAGES.formFailed).max(100, FORM_MESSAGES.formFailed),
  [HONEYPOT_FIELD]: z.string().max(FIELD_LIMITS.honeypot).optional(),
});
/** A newsletter signup to the forms service. */
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/**
 * An out-of-stock form to the forms service (`POST /forms/back-in-stock`): the email, its captcha and honeypot, the
 * Klaviyo account, the variant as Klaviyo's catalog names it and the product page it was sent from.
 */
export const backInStockRequestSchema = backInStockFormSchema.extend({
  companyId: klaviyoCompanyId,
  variant: z.string().trim().min(1, FORM_MESSAGES.formFailed).max(200, FORM_MESSAGES.formFailed),
  pageUrl: z.string().max(2000).optional(),
  [HONEYPOT_FIELD]: z.string().max(FIELD_LIMITS.honeypot).optional(),
});
/** An out-of-stock form to the forms service. */
export type BackInStockRequest = z.infer<typeof backInStockRequestSchema>;
/** Out-of-stock form fields. */
export type BackInStockForm = z.infer<typeof backInStockFormSchema>;

/** Dealer or outlet contact form. */
export const dealerContactSchema = z.object({
  brand,
  firstName: name(FORM_MESSAGES.firstNameRequired, FORM_MESSAGES.firstNameShort),
  lastName: name(FORM_MESSAGES.lastNameRequired, FORM_MESSAGES.lastNameShort),
  emailAddress: email(),
  outletName: name(FORM_MESSAGES.outletNameRequired, FORM_MESSAGES.outletNameShort),
  message: message(),
  altcha: altchaSchema,
  [HONEYPOT_FIELD]: honeypot,
});
/** Dealer contact request body. */
export type DealerContact = z.infer<typeof dealerContactSchema>;

/** General contact form; the captcha is its not-a-robot check. */
export const generalContactSchema = z.object({
  brand,
  name: name(FORM_MESSAGES.nameRequired, FORM_MESSAGES.nameShort),
  email: email(),
  phone: phoneSchema,
  question: required(FORM_MESSAGES.questionRequired).max(FIELD_LIMITS.text, FORM_MESSAGES.tooLong),
  productQuestion: optionalText(FIELD_LIMITS.comment),
  altcha: altchaSchema,
  [HONEYPOT_FIELD]: honeypot,
});
/** General contact request body. */
export type GeneralContact = z.infer<typeof generalContactSchema>;

/** Support article feedback: was it helpful, and an optional comment (no captcha: a single click). */
export const articleFeedbackSchema = z.object({
  brand,
  articleId: required(FORM_MESSAGES.articleRequired).pipe(upTo(FIELD_LIMITS.shortText)),
  helpful: z.boolean({ required_error: FORM_MESSAGES.helpfulRequired, invalid_type_error: FORM_MESSAGES.helpfulRequired }),
  comment: optionalText(FIELD_LIMITS.comment),
  [HONEYPOT_FIELD]: honeypot,
});
/** Article feedback request body. */
export type ArticleFeedback = z.infer<typeof articleFeedbackSchema>;

/** Pro program application. */
export const proProgramSchema = z.object({
  brand,
  firstName: name(FORM_MESSAGES.firstNameRequired, FORM_MESSAGES.firstNameShort),
  lastName: name(FORM_MESSAGES.lastNameRequired, FORM_MESSAGES.lastNameShort),
  email: email(),
  phone: phoneSchema,
  occupation: required(FORM_MESSAGES.occupationRequired).pipe(upTo(FIELD_LIMITS.shortText)),
  organization: optionalText(FIELD_LIMITS.shortText),
  message: message(),
  altcha: altchaSchema,
  [HONEYPOT_FIELD]: honeypot,
});
/** Pro program request body. */
export type ProProgramApplication = z.infer<typeof proProgramSchema>;

/** Lifetime warranty claim fields (sent as multipart/form-data with the `photo` file). */
export const warrantyClaimSchema = z.object({
  brand,
  name: name(FORM_MESSAGES.nameRequired, FORM_MESSAGES.nameShort),
  email: email(),
  product: required(FORM_MESSAGES.productRequired).pipe(upTo(FIELD_LIMITS.shortText)),
  orderNumber: required(FORM_MESSAGES.orderNumberRequired).pipe(upTo(FIELD_LIMITS.orderNumber)),
  description: required(FORM_MESSAGES.descriptionRequired).pipe(z.string().min(15, FORM_MESSAGES.messageShort).max(FIELD_LIMITS.text, FORM_MESSAGES.tooLong)),
  altcha: altchaSchema,
  [HONEYPOT_FIELD]: honeypot,
});
/** Warranty claim fields (without the photo). */
export type WarrantyClaim = z.infer<typeof warrantyClaimSchema>;

/** A captcha challenge as the ALTCHA widget expects it from its challengeurl. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
/** A captcha challenge. */
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** Answer to an accepted submission (also to one the honeypot caught). */
export const formAcceptedSchema = z.object({ ok: z.literal(true), id: z.string() });
/** Answer to an accepted submission. */
export type FormAccepted = z.infer<typeof formAcceptedSchema>;

/** The body of every error answer: a code, a message and, for invalid input, a message per field. */
export const formErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string()).optional() }),
});
/** The body of every error answer. */
export type FormErrorBody = z.infer<typeof formErrorBodySchema>;

/** Kinds of stored submission readable at `GET /forms/submissions?type=`. */
export const SUBMISSION_TYPES = ['dealer-contact', 'general-contact', 'article-feedback', 'pro-program', 'warranty'] as const;
/** A kind of stored submission. */
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** A stored submission as the services list it to operators. */
export const storedSubmissionSchema = z.object({
  id: z.string(),
  type: z.enum(SUBMISSION_TYPES),
  brand: z.string(),
  email: z.string().nullable(),
  fields: z.record(z.unknown()),
  files: z.array(z.object({ field: z.string(), name: z.string(), type: z.string(), size: z.number() })),
  createdAt: z.string(),
});
/** A stored submission. */
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>;

/** The first message of each invalid field, keyed by field name. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
