import type { TwinModule } from '../module.js';
import { giftCardMigrations } from './migrate.js';

/** The stores' gift cards: issued through the Admin API, applied to carts, spent and debited at checkout. */
export const giftCardsModule: TwinModule = {
  name: 'gift-cards',
  migrations: giftCardMigrations,
};
