import 'server-only';
import type { BackupResult } from './backup';
import type { RestoreResult } from './restore';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function contents(manifest: BackupResult['manifest']): string[] {
  const tables = Object.values(manifest.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = manifest.uploads.files.reduce((sum, file) => sum + file.bytes, 0);
  return [
    `  database   ${manifest.driver}, ${formatBytes(manifest.database.bytes)} dump, ${tables.length} tables, ${rows} rows, ${manifest.migrations.applied} migrations`,
    manifest.uploads.storage === 's3'
      ? '  uploads    in the S3 bucket, not in the archive: back the bucket up with its own tools'
      : `  uploads    ${manifest.uploads.files.length} files, ${formatBytes(fileBytes)}`,
    `  secret     ${manifest.authSecret ? 'the generated auth secret (DATA_DIR/auth-secret)' : 'none generated (AUTH_SECRET is set, or the server never started)'}`,
  ];
}

/** What `npm run backup` prints when it is done. */
export function backupSummary(result: BackupResult): string[] {
  const { manifest, ms } = result;
  const lines = [
    `Backup written: ${result.out} (${formatBytes(result.bytes)})`,
    `  snapshot   ${manifest.takenAt} from ${manifest.source}`,
    ...contents(manifest),
    `  times      snapshot ${seconds(ms.snapshot)}, database part ${seconds(ms.database)}, files ${seconds(ms.files)}, archive ${seconds(ms.archive)}, total ${seconds(ms.total)}`,
  ];
  if (manifest.uploads.missing.length)
    lines.push(
      `  note       ${manifest.uploads.missing.length} file(s) listed in the snapshot were deleted before they were copied: ${manifest.uploads.missing.join(', ')}`,
    );
  if (!result.recorded)
    lines.push(
      `  note       the backup could not be noted in the database${result.recordError ? `: ${result.recordError}` : ''}`,
    );
  return lines;
}

/** What `npm run restore` prints when it is done. */
export function restoreSummary(result: RestoreResult, target: string): string[] {
  const { manifest, ms } = result;
  return [
    `Restored ${formatBytes(result.archiveBytes)} archive of ${manifest.takenAt} (${manifest.app.name} ${manifest.app.version}) into ${target}`,
    ...contents(manifest),
    `  check      passed: ${result.tables} tables with every row the archive lists (${result.rows} rows), ${result.files} files matching their SHA-256`,
    ...(result.replaced.length ? [`  replaced   ${result.replaced.join(', ')}`] : []),
    `  times      unpack ${seconds(ms.unpack)}, verify files ${seconds(ms.verify)}, database ${seconds(ms.database)}, check ${seconds(ms.check)}, total ${seconds(ms.total)}`,
  ];
}
