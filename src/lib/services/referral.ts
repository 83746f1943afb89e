// Referral program: enrolment gives a code and the links to share it on every channel (REFERRAL_CHANNELS in wire/services.ts).
import {
  enrolmentResponseSchema,
  REFERRAL_ALREADY_ENROLLED_MESSAGE,
  referralShareLinks,
  SERVICE_MESSAGES,
  SERVICE_PATHS,
  type EnrolmentRequest,
  type ShareChannel,
} from '../../../wire/services';
import { call, type FieldMessage, type ServicesConfig } from './request';

/** What the enrolment form shows. */
export type EnrolmentOutcome =
  | { outcome: 'enrolled'; referralCode: string; shareLinks: Record<ShareChannel, string> }
  | { outcome: 'not-eligible'; message: string; fields: FieldMessage[] }
  /** The email is enrolled already: the service mailed its code to that address (said on the email field). */
  | { outcome: 'already-enrolled'; fields: FieldMessage[] }
  | { outcome: 'invalid'; fields: FieldMessage[] }
  | { outcome: 'error'; message: string };

/** Enrols a referrer; `landingUrl` (https) is the page where friends book with the code. */
export async function enrolReferrer(config: ServicesConfig, request: EnrolmentRequest, landingUrl: string): Promise<EnrolmentOutcome> {
  const result = await call(config, { method: 'POST', path: SERVICE_PATHS.enrolments, schema: enrolmentResponseSchema, body: request });
  if (result.ok) {
    return { outcome: 'enrolled', referralCode: result.value.referralCode, shareLinks: referralShareLinks(result.value.referralCode, landingUrl) };
  }
  if (result.failure.code === 'NOT_ELIGIBLE') return { outcome: 'not-eligible', message: SERVICE_MESSAGES.referralRegion, fields: result.failure.fields };
  if (result.failure.code === 'ALREADY_ENROLLED') {
    const fields = result.failure.fields.length ? result.failure.fields : [{ field: 'email', message: REFERRAL_ALREADY_ENROLLED_MESSAGE }];
    return { outcome: 'already-enrolled', fields };
  }
  if (result.failure.code === 'INVALID_INPUT' && result.failure.fields.length) return { outcome: 'invalid', fields: result.failure.fields };
  return { outcome: 'error', message: SERVICE_MESSAGES.referralPlatform };
}

export { referralShareLinks };
