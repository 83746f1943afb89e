// The services' messages (English word for word in wire/services.ts) in the page's
// language: each has a UI string `svc<Name>` in the ui-local-services group, as do the wire's
// too-long answer (`svcTooLong`) and already-enrolled answer (`svcAlreadyEnrolled`).
import type { Translate } from '../../components/site/site-provider';
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, SERVICE_MESSAGES, TOO_LONG_MESSAGE } from '../../../wire/services';

/** The UI keys of the wire's messages that are not among SERVICE_MESSAGES. */
export const OTHER_SERVICE_KEYS = { tooLong: 'svcTooLong', alreadyEnrolled: 'svcAlreadyEnrolled' } as const;

const KEY_BY_TEXT = new Map<string, string>([
  ...Object.entries(SERVICE_MESSAGES).map(([name, text]): [string, string] => [text, `svc${name.charAt(0).toUpperCase()}${name.slice(1)}`]),
  [TOO_LONG_MESSAGE, OTHER_SERVICE_KEYS.tooLong],
  [REFERRAL_ALREADY_ENROLLED_MESSAGE, OTHER_SERVICE_KEYS.alreadyEnrolled],
]);

/** The UI key of a SERVICE_MESSAGES name. */
export function serviceKey(name: keyof typeof SERVICE_MESSAGES): string {
  return `svc${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** A service or validation message in the page's language; unknown text is shown as it is. */
export function serviceText(t: Translate, message: string | undefined, vars?: Record<string, string | number>): string {
  if (!message) return '';
  const key = KEY_BY_TEXT.get(message);
  return key ? t(key, vars) : message;
}
