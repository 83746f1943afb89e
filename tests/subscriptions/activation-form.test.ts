// The activation dialog's first step answers the spec's messages and every
// service message maps to its own UI string; anything else is the plain failure.
import { describe, expect, it } from 'vitest';
import { activationDetailsSchema, activationMessageKey, PET_NAME_REQUIRED } from '../../src/features/subscriptions/activation-form';
import { uiActivation } from '../../strings/ui-activation';
import { MESSAGES } from '../../wire/subscriptions';

const firstMessages = (input: Record<string, string>) => {
  const parsed = activationDetailsSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.reverse().map((i) => [i.path[0], i.message]));
};
const english = (key: string) => uiActivation.strings.find((s) => s.key === key)?.values.en;

describe('activation details', () => {
  it('empty fields say "Activation code is required", "Email address is required" and the pet name is required', () => {
    expect(firstMessages({ activationCode: ' ', email: '', petName: '' })).toEqual({
      activationCode: MESSAGES.activationCodeRequired,
      email: MESSAGES.emailRequired,
      petName: PET_NAME_REQUIRED,
    });
  });

  it('a malformed email asks for a valid address such as an example', () => {
    expect(firstMessages({ activationCode: 'HM-AAAA-BBBB', email: 'kit@', petName: 'Rex' })).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('good details pass trimmed', () => {
    expect(activationDetailsSchema.parse({ activationCode: ' HM-AAAA-BBBB ', email: 'kit@example.com', petName: ' Rex ' })).toEqual({
      activationCode: 'HM-AAAA-BBBB',
      email: 'kit@example.com',
      petName: 'Rex',
    });
  });
});

describe('activation messages', () => {
  it('each activation message of the spec has a UI string with the same English words', () => {
    for (const name of ['activationCodeRequired', 'emailRequired', 'emailInvalid', 'selectingPlanFailed', 'activationResent', 'generic'] as const) {
      expect(english(activationMessageKey(MESSAGES[name]))).toBe(MESSAGES[name]);
    }
    expect(english(activationMessageKey(PET_NAME_REQUIRED))).toBe('Pet name is required');
  });

  it('a refused code is the spec’s activation error as the web says it: resend the activation email, no app to return to', () => {
    const web = english(activationMessageKey(MESSAGES.activationFailed))!;
    expect(MESSAGES.activationFailed).toContain('return to the app');
    expect(web).toBe('We could not activate your collar with this code and email address. Please check them, or resend the activation email.');
    expect(web).not.toMatch(/\bapp\b/);
  });

  it('a message the dialog does not know, or none, is the plain failure', () => {
    expect(activationMessageKey('Something odd')).toBe('actMsgGeneric');
    expect(activationMessageKey(MESSAGES.notFound)).toBe('actMsgGeneric');
    expect(activationMessageKey(undefined)).toBe('actMsgGeneric');
  });
});
