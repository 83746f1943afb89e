// Order statuses (spec §4) as translation keys: Storefront's enum values (FULFILLED, IN_PROGRESS …)
// each have a label in every language; an unknown value shows itself with spaces for underscores.

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
  return key ? t(key) : status.replace(/_/g, ' ');
}
