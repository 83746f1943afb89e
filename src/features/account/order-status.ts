// Order statuses as translation keys: Storefront's enum values (FULFILLED, IN_PROGRESS …)
// each have a readable label in every language ("Paid", "Unfulfilled"); an unknown value shows
// itself in the same readable form ("SOMETHING_NEW" → "Something new").

/** Storefront fulfillment and financial status → translation key of its label. */
export const ORDER_STATUS_KEYS: Readonly<Record<string, string>> = {
  FULFILLED: 'orderStatusFulfilled',
  IN_PROGRESS: 'orderStatusInProgress',
  ON_HOLD: 'orderStatusOnHold',
  OPEN: 'orderStatusOpen',
  PARTIALLY_FULFILLED: 'orderStatusPartiallyFulfilled',
  PENDING_FULFILLMENT: 'orderStatusPendingFulfillment',
  RESTOCKED: 'orderStatusRestocked',
  SCHEDULED: 'orderStatusScheduled',
  UNFULFILLED: 'orderStatusUnfulfilled',
  AUTHORIZED: 'orderStatusAuthorized',
  PAID: 'orderStatusPaid',
  PARTIALLY_PAID: 'orderStatusPartiallyPaid',
  PARTIALLY_REFUNDED: 'orderStatusPartiallyRefunded',
  PENDING: 'orderStatusPending',
  REFUNDED: 'orderStatusRefunded',
  VOIDED: 'orderStatusVoided',
};

/** The label of a status in the page's language (`t` is the page's translate function). */
export function orderStatusLabel(status: string | null, t: (key: string) => string): string {
  if (!status) return '';
  const key = ORDER_STATUS_KEYS[status];
  if (key) return t(key);
  const words = status.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
