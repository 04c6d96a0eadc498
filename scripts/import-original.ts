// `npm run import:original -- --ideas FILE --users FILE --auth FILE [--hash-config FILE] [--dry-run]`:
// imports the original app's exports into the configured database (migrated first) and prints
// what was imported, updated, left unchanged and skipped (with the line of each skipped record).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureMigrated, getDatabase } from '@/lib/db';
import { formatReport, importOriginal, type OriginalExports, type SourceFile } from '@/lib/import';

const USAGE =
  'usage: npm run import:original -- [--ideas ideas.json] [--users users.json] [--auth auth.json] [--hash-config hash.json] [--dry-run]';

function read(file: string | undefined): SourceFile | undefined {
  if (!file) return undefined;
  return { name: path.basename(file), text: readFileSync(file, 'utf8') };
}

let exitCode = 0;
let opened = false;
try {
  const { values } = parseArgs({
    options: {
      ideas: { type: 'string' },
      users: { type: 'string' },
      auth: { type: 'string' },
      'hash-config': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help || (!values.ideas && !values.users && !values.auth)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const exports: OriginalExports = {
    ideas: read(values.ideas),
    users: read(values.users),
    auth: read(values.auth),
    hashConfig: read(values['hash-config']),
  };
  opened = true;
  await ensureMigrated();
  const report = await importOriginal(exports, { dryRun: values['dry-run'] });
  console.log(formatReport(report));
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  if (opened) {
    await getDatabase()
      .close()
      .catch(() => {});
  }
}
process.exit(exitCode);
