// Migrations of the dealers part: none (dealers are content, read from the content lake).
import type { Migration } from 'kysely';

/** This part's migrations by name. */
export const dealerMigrations: Record<string, Migration> = {};
