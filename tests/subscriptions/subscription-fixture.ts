// One subscription as the subscriptions door answers it, for component and format tests: an active
// monthly autoship of one item, $10.00 each, to an address in Boulder; a test names only what it changes.
import type { Subscription } from '../../src/lib/subscriptions';

/** A United States shipping or billing address. */
export const US_ADDRESS: Subscription['shippingAddress'] = {
  firstName: 'Kit',
  lastName: 'Fern',
  address1: '2 Pine St',
  address2: null,
  city: 'Boulder',
  province: 'CO',
  zip: '80301',
  country: 'United States',
  countryCode: 'US',
  phone: null,
};

/** An active monthly autoship, with `changes` applied. */
export function autoship(changes: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    kind: 'autoship',
    sku: 'TM-1',
    productTitle: 'Go Waterless Shampoo',
    sellingPlanName: 'Autoship',
    quantity: 1,
    scheduledAt: '2026-12-23T10:00:00.000Z',
    frequency: { unit: 'months', count: 1, label: 'Monthly' },
    shippingAddress: US_ADDRESS,
    pricePerItem: { amount: '10.00', currencyCode: 'USD' },
    nextBillingDate: '2026-12-23T10:00:00.000Z',
    status: 'ACTIVE',
    pausedUntil: null,
    petName: null,
    lteServiceExpiry: null,
    paymentMethodId: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...changes,
  };
}
