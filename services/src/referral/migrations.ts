import type { Migration } from 'kysely';

/** This part's migrations by name. */
export const referralMigrations: Record<string, Migration> = {};
