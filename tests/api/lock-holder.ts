// Opens the embedded database in the directory given as argument, the way a server does.
// `write`: records a row, says "ready <pid>" and keeps running (until killed). `read`: says how
// many rows it finds, closes cleanly and exits.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { resultRows } from '@/lib/db';
import { openPglite } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

const [dir, mode] = process.argv.slice(2);
const handle = openPglite(path.join(dir!, 'pglite'));
try {
  await migrateDatabase(handle);
  if (mode === 'write') {
    await handle.db.execute(sql`insert into rate_limits (key, points) values ('lock-test', 1)`);
    console.log(`ready ${process.pid}`);
    setInterval(() => {}, 60_000);
  } else {
    const rows = resultRows<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from rate_limits where key = 'lock-test'`),
    );
    console.log(`rows ${rows[0]?.n} pid ${process.pid}`);
    await handle.close();
  }
} catch (error) {
  console.log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  await handle.close().catch(() => {});
  process.exitCode = 1;
}
