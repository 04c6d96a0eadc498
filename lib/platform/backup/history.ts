import 'server-only';
import { desc } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { backups } from '@/models';

export interface BackupRecord {
  /** The moment of the database snapshot the archive holds. */
  takenAt: Date;
  bytes: number;
  driver: 'pglite' | 'postgres';
}

/** Notes a finished archive in the database it was taken from. */
export async function recordBackup(
  db: Database,
  backup: BackupRecord & { archive: string; durationMs: number },
): Promise<void> {
  await db.insert(backups).values(backup);
}

/** The newest archive recorded in `db`, or null when none was taken. */
export async function newestBackup(db: Database): Promise<BackupRecord | null> {
  const [row] = await db
    .select({ takenAt: backups.takenAt, bytes: backups.bytes, driver: backups.driver })
    .from(backups)
    .orderBy(desc(backups.takenAt))
    .limit(1);
  return row ?? null;
}
