import type { Migration } from 'kysely';

/** This part's migrations by name. */
export const dealerMigrations: Record<string, Migration> = {};
