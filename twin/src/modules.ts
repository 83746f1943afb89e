import type { TwinModule } from './module.js';
import { catalogueModule } from './catalogue/module.js';
import { outboxModule } from './outbox/module.js';
import { cognitoModule } from './cognito/module.js';
import { multipassModule } from './multipass/module.js';
import { customerModule } from './customer/module.js';
import { cartModule } from './cart/module.js';
import { giftCardsModule } from './gift-cards/module.js';
import { checkoutModule } from './checkout/module.js';
import { clockModule } from './clock/module.js';
import { adminModule } from './admin/module.js';
import { searchModule } from './search/module.js';
import { klaviyoModule } from './forms/klaviyo/module.js';
import { accountModule } from './account/module.js';
import { analyticsModule } from './analytics/module.js';
import { onlineStoreModule } from './online-store/module.js';
import { lakeModule } from './lake/module.js';
import { errorsModule } from './errors/module.js';
import { flagsModule } from './flags/module.js';
import { netlifyModule } from './netlify/module.js';
import { customerAccountModule } from './customer-account/module.js';

/** Every module of the twin, in migration order. Add a module with one line here. */
export const modules: TwinModule[] = [
  catalogueModule,
  outboxModule,
  cognitoModule,
  multipassModule,
  customerModule,
  cartModule,
  giftCardsModule,
  checkoutModule,
  clockModule,
  adminModule,
  searchModule,
  klaviyoModule,
  accountModule,
  analyticsModule,
  onlineStoreModule,
  lakeModule,
  errorsModule,
  flagsModule,
  netlifyModule,
  customerAccountModule,
];
