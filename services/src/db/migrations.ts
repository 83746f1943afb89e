/* eslint-disable @typescript-eslint/no-explicit-any -- the Migrator works on any schema */
// Versioned migrations of every part, applied in name order by Kysely's Migrator. A shipped
// migration is never edited: add the next one. Names are `<part>-<NNN>-<what>`.
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { coreMigrations } from '../core/migrations.js';
import { dealerMigrations } from '../dealers/migrations.js';
import { schedulerMigrations } from '../scheduler/migrations.js';
import { referralMigrations } from '../referral/migrations.js';
import { chatMigrations } from '../chat/migrations.js';
import { formMigrations } from '../forms/migrations.js';
import { subscriptionMigrations } from '../subscriptions/migrations.js';

/** Every migration by name. */
export const migrations: Record<string, Migration> = {
  ...coreMigrations,
  ...dealerMigrations,
  ...schedulerMigrations,
  ...referralMigrations,
  ...chatMigrations,
  ...formMigrations,
  ...subscriptionMigrations,
};

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Parts add migrations independently, so a new one may sort before one already applied.
    allowUnorderedMigrations: true,
    migrationTableName: 'services_migrations',
    migrationLockTableName: 'services_migrations_lock',
  });
}

/** Applies every pending migration; throws with the failing one's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`Migration ${failed} failed: ${(result.error as Error).message ?? result.error}`);
  }
  return result;
}

/** Names of migrations not yet applied (none: the schema is current). */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
