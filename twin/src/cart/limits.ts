import type { Attribute } from './store.js';

/** The largest value of a GraphQL Int: `CartLine.quantity` and `Cart.totalQuantity` must stay within it. */
export const GRAPHQL_INT_MAX = 2 ** 31 - 1;

/**
 * Most units one cart line may hold. Shopify's cart caps a line at 1,000,000 (developer changelog "Enhanced
 * handling of large quantities in the Carts API update endpoint", 2024-05-09); the twin refuses more with a user error.
 */
export const MAX_LINE_QUANTITY = 1_000_000;

/** Longest cart note: Storefront API 2024-07+ answers NOTE_TOO_LONG over 5000 characters (changelog 2024-05-28). */
export const MAX_NOTE_LENGTH = 5000;

/** Most attributes on a cart or line: CartInput.attributes "must not contain more than 250 values" (Storefront API reference). */
export const MAX_ATTRIBUTES = 250;

/**
 * Longest attribute key and value. Shopify documents no per-attribute length for the Storefront API; these bounds
 * are the twin's own, chosen so a cart row stays small (a full cart is then about 1.3 MB at most).
 */
export const MAX_ATTRIBUTE_KEY_LENGTH = 255;
/** See MAX_ATTRIBUTE_KEY_LENGTH. */
export const MAX_ATTRIBUTE_VALUE_LENGTH = 5000;

/** A limit a cart input broke: the field path below the input, the message and Shopify's error code. */
export interface LimitError {
  field: (string | number)[];
  message: string;
  code: string;
}

/** Checks a note against Shopify's limit. */
export function checkNote(note: string | null | undefined): LimitError[] {
  if (note != null && note.length > MAX_NOTE_LENGTH) {
    return [{ field: ['note'], message: `Note is too long (maximum is ${MAX_NOTE_LENGTH} characters)`, code: 'NOTE_TOO_LONG' }];
  }
  return [];
}

/** Checks an attribute list (cart or line) against the count and length limits. */
export function checkAttributes(list: readonly Attribute[] | null | undefined, field: string = 'attributes'): LimitError[] {
  if (!list) return [];
  if (list.length > MAX_ATTRIBUTES) {
    return [{ field: [field], message: `Attributes can have at most ${MAX_ATTRIBUTES} entries`, code: 'INVALID' }];
  }
  const errors: LimitError[] = [];
  list.forEach((a, i) => {
    if (String(a.key ?? '').length > MAX_ATTRIBUTE_KEY_LENGTH) {
      errors.push({ field: [field, i, 'key'], message: `Attribute key is too long (maximum is ${MAX_ATTRIBUTE_KEY_LENGTH} characters)`, code: 'INVALID' });
    }
    if (String(a.value ?? '').length > MAX_ATTRIBUTE_VALUE_LENGTH) {
      errors.push({ field: [field, i, 'value'], message: `Attribute value is too long (maximum is ${MAX_ATTRIBUTE_VALUE_LENGTH} characters)`, code: 'INVALID' });
    }
  });
  return errors;
}

/** The user error for a line that would hold more than MAX_LINE_QUANTITY units. */
export function lineQuantityError(field: (string | number)[]): LimitError {
  return { field, message: `The quantity of a cart line can be at most ${MAX_LINE_QUANTITY}.`, code: 'MAXIMUM_EXCEEDED' };
}
