// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
import { getDatabase, ensureMigrated } from '@/lib/db';

try {
  await ensureMigrated();
  console.log(`Migrations applied (${getDatabase().driver}).`);
  await getDatabase().close();
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
