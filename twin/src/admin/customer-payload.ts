// A customer as Shopify's customer webhooks (customers/update) carry it at API version 2025-04: the REST
// Admin API's customer JSON (snake_case) without the fields 2025-01 moved to webhooks of their own
// (tags, email and SMS marketing consent, the purchasing summary).
import type { TwinRuntime } from '../runtime.js';
import { listAddresses, type AddressRecord, type CustomerRecord } from '../customer/store.js';

function addressPayload(customer: CustomerRecord, a: AddressRecord) {
  return {
    id: a.id,
    customer_id: customer.id,
    first_name: a.firstName,
    last_name: a.lastName,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    province: a.province,
    country: a.country,
    zip: a.zip,
    phone: a.phone,
    name: [a.firstName, a.lastName].filter(Boolean).join(' '),
    province_code: a.provinceCode,
    country_code: a.countryCode,
    country_name: a.country,
    default: a.id === customer.defaultAddressId,
  };
}

/** The `customers/update` payload of a stored customer. */
export function customerPayload(rt: TwinRuntime, customer: CustomerRecord): Record<string, unknown> {
  const addresses = listAddresses(rt.db, customer.id).map((a) => addressPayload(customer, a));
  return {
    id: customer.id,
    email: customer.email,
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
    first_name: customer.firstName,
    last_name: customer.lastName,
    // A customer without a password has not activated an account: Shopify's "disabled".
    state: customer.hasPassword ? 'enabled' : 'disabled',
    note: null,
    verified_email: true,
    multipass_identifier: customer.identifier,
    tax_exempt: false,
    phone: customer.phone,
    currency: rt.stores.get(customer.store)?.currency ?? 'USD',
    addresses,
    tax_exemptions: [],
    admin_graphql_api_id: `gid://shopify/Customer/${customer.id}`,
    default_address: addresses.find((a) => a.default) ?? null,
  };
}
