/**
 * `npm run db:migrate [latest|rollback-all|status]`: migrations against DATABASE_URL (default: the SQLite file
 * under DATA_DIR). A separate entry so importing db/migrate.ts never runs anything.
 */
import { createDatabase } from './connection';
import { listMigrations, migrateLatest, rollbackAll } from './migrate';

async function main(command = 'latest'): Promise<void> {
  const knex = createDatabase();
  try {
    if (command === 'latest') {
      const applied = await migrateLatest(knex);
      console.log(applied.length ? `Applied ${applied.length}: ${applied.join(', ')}` : 'Already up to date');
    } else if (command === 'rollback-all') {
      const reverted = await rollbackAll(knex);
      console.log(`Reverted ${reverted.length}: ${reverted.join(', ')}`);
    } else if (command === 'status') {
      const { applied, pending } = await listMigrations(knex);
      console.log(`Applied: ${applied.length}, pending: ${pending.length}${pending.length ? ` (${pending.join(', ')})` : ''}`);
    } else {
      throw new Error(`Unknown command "${command}" (use latest, rollback-all or status)`);
    }
  } finally {
    await knex.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
