import type { Migration } from 'kysely';

/** This part's migrations by name. */
export const subscriptionMigrations: Record<string, Migration> = {};
