import 'server-only';
import { getDb } from '@/lib/db';
import { newestBackup, type BackupRecord } from './history';

export type { BackupRecord } from './history';
export { createBackup, type BackupOptions, type BackupResult } from './backup';
export {
  restoreBackup,
  RestoreCheckError,
  RestoreRefusedError,
  type RestoreOptions,
  type RestoreResult,
} from './restore';
export { BackupError } from './snapshot';
export { ArchiveError, readManifest } from './archive';
export { PostgresToolError } from './postgres';
export { ControlError, startBackupControl } from './control';
export type { Manifest } from './manifest';

/** The newest backup taken of this database (`npm run backup`), or null when there was none. */
export function lastBackup(): Promise<BackupRecord | null> {
  return newestBackup(getDb());
}
export { backupSummary, restoreSummary } from './summary';
