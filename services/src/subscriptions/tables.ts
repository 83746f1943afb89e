// Tables of autoship subscriptions and collar service plans: the subscriptions themselves (made from
// the orders/create webhooks of the stores), the Shopify contracts they renew through, the cards that
// pay for them (copies of Shopify's), collar activation codes and activated collars, and one row per
// renewal charge, so each subscription is charged once per period whatever instance or retry gets there.
import type { Generated } from 'kysely';

/** How a subscription renews: a period of days, weeks, months or years. */
export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
/** autoship ships goods at each renewal; service renews a collar's LTE service term. */
export type SubscriptionKind = 'autoship' | 'service';
/** ACTIVE renews; AWAITING_ACTIVATION is a collar plan bought but not yet activated; PAUSED stopped after its last payment retry failed (a new card resumes it); CANCELLED is final. */
export type SubscriptionStatus = 'ACTIVE' | 'AWAITING_ACTIVATION' | 'PAUSED' | 'CANCELLED';
/** A renewal charge: pending until its order exists in the store, then placed. */
export type RenewalStatus = 'pending' | 'placed';

/** This part's tables. */
export interface SubscriptionTables {
  subscriptions: {
    id: Generated<number>;
    store: string;
    /** Lower-case. */
    customer_email: string;
    /** The Shopify customer of the order that started it (orders/create's `customer.id`, as Shopify sends it); null on rows made before it was kept, which stay filed by email. */
    shopify_customer_id: string | null;
    /** `updated_at` of the last customers/update applied to it: an older delivery arriving later changes nothing. */
    shopify_customer_updated_at: Date | null;
    /** The order that started it (Shopify's gid) and its line; a collar line of n units makes n subscriptions. */
    order_gid: string;
    line_item_id: string;
    unit_index: number;
    variant_gid: string | null;
    sku: string | null;
    product_title: string;
    quantity: number;
    selling_plan_gid: string;
    selling_plan_name: string;
    interval_unit: IntervalUnit;
    interval_count: number;
    /** Price of one unit per renewal, two decimals. */
    price_per_item: string;
    currency: string;
    /** The tax of the first order, charged again at each renewal: its rate ("0.07") and title. */
    tax_rate: string;
    tax_title: string;
    kind: SubscriptionKind;
    status: SubscriptionStatus;
    /** The schedule: the next billing date is `anchor` plus `schedule_months` months plus `schedule_days` days, so a plan started on the 31st keeps its day. */
    schedule_anchor: Date;
    schedule_months: number;
    schedule_days: number;
    next_billing_date: Date;
    /** JSON of the shipping address (the wire's fields and provinceCode). */
    shipping_address: string;
    pet_name: string | null;
    lte_expires_at: Date | null;
    payment_method_id: number | null;
    paused_until: Date | null;
    /** The schedule a pause replaced (all three set while paused, else null): what a resume goes back to. */
    pre_pause_anchor: Date | null;
    pre_pause_months: number | null;
    pre_pause_days: number | null;
    cancel_reason: string | null;
    cancel_feedback: string | null;
    cancelled_at: Date | null;
    renewals: Generated<number>;
    /** The Shopify subscription contract it renews through (billing attempts, drafts); null: renewed with orderCreate (rows made before contracts, collar plans). */
    contract_gid: string | null;
    /** Set while a renewal is declined: when it first failed, when it is tried again (null after the last retry), and Shopify's error code. */
    payment_failed_at: Date | null;
    payment_retry_at: Date | null;
    payment_error: string | null;
    created_at: Date;
    updated_at: Date;
  };
  subscription_contracts: {
    /** One row per contract and selling plan it bills. */
    contract_gid: string;
    selling_plan_gid: string;
    store: string;
    origin_order_gid: string;
    /** The CustomerPaymentMethod gid the contract bills. */
    payment_method_gid: string | null;
    created_at: Date;
  };
  subscription_payment_methods: {
    id: Generated<number>;
    store: string;
    customer_email: string;
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    /** JSON of the billing address. */
    billing_address: string;
    order_gid: string;
    /** Shopify's CustomerPaymentMethod gid, once a contract named it; Shopify mails its update link. */
    shopify_gid: string | null;
    created_at: Date;
    updated_at: Date;
  };
  collar_activation_codes: {
    code: string;
    store: string;
    customer_email: string;
    subscription_id: number;
    created_at: Date;
    used_at: Date | null;
  };
  collars: {
    id: Generated<number>;
    store: string;
    customer_email: string;
    subscription_id: number;
    pet_name: string;
    iot_user_id: string;
    iot_group_id: string;
    device_id: string;
    collar_id: string;
    thing_name: string;
    pet_id: string;
    created_at: Date;
  };
  subscription_renewals: {
    id: Generated<number>;
    subscription_id: number;
    /** The billing date this charge pays for; one charge per subscription and date. */
    period_start: Date;
    /** Its number among the subscription's charges (1 is the first). */
    renewal: number;
    /** Tag and source identifier of its order, found again by it after a crash. */
    tag: string;
    status: RenewalStatus;
    /** An instance working on it holds it until then. */
    claimed_until: Date | null;
    order_gid: string | null;
    order_name: string | null;
    /** Billing attempts made for this period; the next one's idempotency key counts from it. */
    attempts: Generated<number>;
    /** Shopify's error code of the last declined attempt. */
    last_error: string | null;
    created_at: Date;
    placed_at: Date | null;
  };
}
