import 'server-only';
import type { FirebaseHashConfig } from '@/lib/identity';
import { parseHashConfig } from './hash-config';
import { importIdeas } from './ideas';
import type { SourceFile } from './json-records';
import { emptyReport, type ImportReport } from './report';
import { importUsers } from './users';
import { queueMissingReceipts } from '@/lib/protection';

export { formatReport, type ImportReport } from './report';
export { ImportFileError } from './json-records';
export { HashConfigError } from './hash-config';
export type { SourceFile };

export interface OriginalExports {
  /** `mongoexport` of the `ideas` collection (Extended JSON, array or one document per line). */
  ideas?: SourceFile;
  /** The Firestore `users` documents (object keyed by uid, or an array with `id`). */
  users?: SourceFile;
  /** `firebase auth:export --format=json`. */
  auth?: SourceFile;
  /** The project's password hash parameters (JSON, or the console's `hash_config` block). */
  hashConfig?: SourceFile;
}

export class ImportSetupError extends Error {}

/**
 * Imports the original app's data: users first (profiles merged with their sign-in records), then
 * ideas, whose creators must be among them or already here. Safe to run again: unchanged records
 * are left alone. With `dryRun` everything is checked and counted and nothing is written.
 */
export async function importOriginal(
  exports: OriginalExports,
  { dryRun = false } = {},
): Promise<ImportReport> {
  const started = performance.now();
  if (!exports.ideas && !exports.users && !exports.auth)
    throw new ImportSetupError('Nothing to import: give --ideas, --users or --auth');
  let hashConfig: FirebaseHashConfig | undefined;
  if (exports.hashConfig) hashConfig = parseHashConfig(exports.hashConfig.text);
  else if (exports.auth && /"passwordHash"\s*:\s*"[^"]/.test(exports.auth.text)) {
    throw new ImportSetupError(
      "The auth export holds password hashes: give the project's hash parameters with --hash-config so users keep their passwords",
    );
  }
  const report = emptyReport(dryRun);
  const importedUserIds = new Set<string>();
  if (exports.users || exports.auth) await importUsers(exports, hashConfig, report, importedUserIds);
  if (exports.ideas) await importIdeas(exports.ideas, report, importedUserIds);
  // The imported ideas get their authorship receipts from the server's job worker.
  if (exports.ideas && !dryRun) await queueMissingReceipts();
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
