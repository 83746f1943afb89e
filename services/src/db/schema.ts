// Every table of the services, typed: each part declares its own tables beside its code and this
// interface joins them. Queries are checked against it (no casts of rows).
import type { CoreTables } from '../core/tables.js';
import type { DealerTables } from '../dealers/tables.js';
import type { SchedulerTables } from '../scheduler/tables.js';
import type { ReferralTables } from '../referral/tables.js';
import type { ChatTables } from '../chat/tables.js';
import type { FormTables } from '../forms/tables.js';
import type { SubscriptionTables } from '../subscriptions/tables.js';

/** The services' database. */
export interface Database extends CoreTables, DealerTables, SchedulerTables, ReferralTables, ChatTables, FormTables, SubscriptionTables {}
