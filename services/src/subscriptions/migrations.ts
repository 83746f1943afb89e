// Migrations of subscriptions, cards, update links, collar activation and renewals.
import { sql, type Kysely, type Migration } from 'kysely';

/** This part's migrations by name. */
export const subscriptionMigrations: Record<string, Migration> = {
  'subscriptions-001-subscriptions-cards-collars-renewals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscription_payment_methods')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('billing_address', 'text', (c) => c.notNull())
        .addColumn('order_gid', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('subscription_payment_methods_order', ['order_gid'])
        .execute();
      await db.schema.createIndex('subscription_payment_methods_customer').on('subscription_payment_methods').columns(['store', 'customer_email']).execute();
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('order_gid', 'text', (c) => c.notNull())
        .addColumn('line_item_id', 'text', (c) => c.notNull())
        .addColumn('unit_index', 'integer', (c) => c.notNull())
        .addColumn('variant_gid', 'text')
        .addColumn('sku', 'text')
        .addColumn('product_title', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('selling_plan_gid', 'text', (c) => c.notNull())
        .addColumn('selling_plan_name', 'text', (c) => c.notNull())
        .addColumn('interval_unit', 'text', (c) => c.notNull().check(sql`interval_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR')`))
        .addColumn('interval_count', 'integer', (c) => c.notNull().check(sql`interval_count > 0`))
        .addColumn('price_per_item', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('tax_rate', 'text', (c) => c.notNull())
        .addColumn('tax_title', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('autoship', 'service')`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('ACTIVE', 'AWAITING_ACTIVATION', 'CANCELLED')`))
        .addColumn('schedule_anchor', 'timestamptz', (c) => c.notNull())
        .addColumn('schedule_months', 'integer', (c) => c.notNull())
        .addColumn('schedule_days', 'integer', (c) => c.notNull())
        .addColumn('next_billing_date', 'timestamptz', (c) => c.notNull())
        .addColumn('shipping_address', 'text', (c) => c.notNull())
        .addColumn('pet_name', 'text')
        .addColumn('lte_expires_at', 'timestamptz')
        .addColumn('payment_method_id', 'integer', (c) => c.references('subscription_payment_methods.id'))
        .addColumn('paused_until', 'timestamptz')
        .addColumn('cancel_reason', 'text')
        .addColumn('cancel_feedback', 'text')
        .addColumn('cancelled_at', 'timestamptz')
        .addColumn('renewals', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('subscriptions_order_line_unit', ['order_gid', 'line_item_id', 'unit_index'])
        .execute();
      await db.schema.createIndex('subscriptions_customer').on('subscriptions').columns(['store', 'customer_email']).execute();
      await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_billing_date']).execute();
      await db.schema
        .createTable('subscription_payment_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('subscription_payment_methods.id'))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable('collar_activation_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('used_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('collar_activation_codes_customer').on('collar_activation_codes').column('customer_email').execute();
      await db.schema
        .createTable('collars')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'integer', (c) => c.notNull().unique().references('subscriptions.id'))
        .addColumn('pet_name', 'text', (c) => c.notNull())
        .addColumn('iot_user_id', 'text', (c) => c.notNull())
        .addColumn('iot_group_id', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull().unique())
        .addColumn('collar_id', 'text', (c) => c.notNull().unique())
        .addColumn('thing_name', 'text', (c) => c.notNull().unique())
        .addColumn('pet_id', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('subscription_renewals')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id'))
        .addColumn('period_start', 'timestamptz', (c) => c.notNull())
        .addColumn('renewal', 'integer', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'placed')`))
        .addColumn('claimed_until', 'timestamptz')
        .addColumn('order_gid', 'text')
        .addColumn('order_name', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('placed_at', 'timestamptz')
        .addUniqueConstraint('subscription_renewals_period', ['subscription_id', 'period_start'])
        .execute();
    },
  },
  // A pause remembers the schedule it replaced, so resuming can go back to it.
  'subscriptions-002-pre-pause-schedule': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('subscriptions')
        .addColumn('pre_pause_anchor', 'timestamptz')
        .addColumn('pre_pause_months', 'integer')
        .addColumn('pre_pause_days', 'integer')
        .execute();
    },
  },
  // The Shopify customer of each subscription's order, so customers/update moves it to a new email; rows
  // made before stay filed by email (null).
  'subscriptions-003-shopify-customer': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('subscriptions')
        .addColumn('shopify_customer_id', 'text')
        .addColumn('shopify_customer_updated_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('subscriptions_shopify_customer').on('subscriptions').columns(['store', 'shopify_customer_id']).execute();
    },
  },
  // Shopify's subscription contracts: each contract checkout made (its selling plans, the order it came
  // from, the card it bills), the contract a subscription renews through, the card's Shopify id, and the
  // state of a declined renewal (when it failed, when it is tried next, how often it failed); a renewal
  // row counts its billing attempts. PAUSED is a subscription paused after its last retry failed.
  'subscriptions-004-contracts-and-dunning': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscription_contracts')
        .addColumn('contract_gid', 'text', (c) => c.notNull())
        .addColumn('selling_plan_gid', 'text', (c) => c.notNull())
        .addColumn('store', 'text', (c) => c.notNull())
        .addColumn('origin_order_gid', 'text', (c) => c.notNull())
        .addColumn('payment_method_gid', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('subscription_contracts_pk', ['contract_gid', 'selling_plan_gid'])
        .execute();
      await db.schema.createIndex('subscription_contracts_order').on('subscription_contracts').column('origin_order_gid').execute();
      await db.schema
        .alterTable('subscriptions')
        .addColumn('contract_gid', 'text')
        .addColumn('payment_failed_at', 'timestamptz')
        .addColumn('payment_retry_at', 'timestamptz')
        .addColumn('payment_error', 'text')
        .execute();
      await sql`ALTER TABLE subscriptions DROP CONSTRAINT IF EXISTS subscriptions_status_check`.execute(db);
      await sql`ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check CHECK (status IN ('ACTIVE', 'AWAITING_ACTIVATION', 'PAUSED', 'CANCELLED'))`.execute(db);
      await db.schema.createIndex('subscriptions_contract').on('subscriptions').column('contract_gid').execute();
      await db.schema.alterTable('subscription_payment_methods').addColumn('shopify_gid', 'text').execute();
      await db.schema.createIndex('subscription_payment_methods_shopify').on('subscription_payment_methods').column('shopify_gid').execute();
      await db.schema
        .alterTable('subscription_renewals')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
      // Cards are replaced on Shopify's page now (customerPaymentMethodSendUpdateEmail).
      await db.schema.dropTable('subscription_payment_links').ifExists().execute();
    },
  },
};
