// The activation dialog's rules: the first step's fields checked with the wire schema's messages
//, and the UI string of every message the service or the schema answers.
import { z } from 'zod';
import { activationRequestSchema, MESSAGES } from '../../../wire/subscriptions';

/** Marks a missing pet name; the wire schema gives it no spec message of its own. */
export const PET_NAME_REQUIRED = 'actPetNameRequired';

/** The first step: activation code, email, pet name. */
export const activationDetailsSchema = activationRequestSchema.pick({ activationCode: true, email: true }).extend({
  petName: z.string().trim().min(1, PET_NAME_REQUIRED).max(60, PET_NAME_REQUIRED),
});
/** The first step's values. */
export type ActivationDetails = z.infer<typeof activationDetailsSchema>;

// Spec message (English, as the schema and the door answer it) → its translated UI string.
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(MESSAGES).map(([name, text]): [string, string] => [text, `actMsg${name.charAt(0).toUpperCase()}${name.slice(1)}`]),
  [PET_NAME_REQUIRED, PET_NAME_REQUIRED],
]);
const KNOWN = new Set(['actMsgActivationCodeRequired', 'actMsgEmailRequired', 'actMsgEmailInvalid', 'actMsgSelectingPlanFailed', 'actMsgActivationFailed', 'actMsgActivationResent', 'actMsgGeneric', PET_NAME_REQUIRED]);

/** The UI string of a message; anything the dialog has no string for is the plain failure. */
export function activationMessageKey(message: string | undefined): string {
  const key = message === undefined ? undefined : MESSAGE_KEYS.get(message);
  return key && KNOWN.has(key) ? key : 'actMsgGeneric';
}

/** The address the invalid-email message offers as an example. */
export const EXAMPLE_EMAIL = 'name@example.com';
