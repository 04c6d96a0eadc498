// `npm run restore -- FILE [--data-dir DIR] [--force]`: restores an archive of `npm run backup`
// into an empty DATA_DIR (embedded database) or, with DATABASE_URL, an empty PostgreSQL database,
// then checks that every row and file the archive lists is there. A target that holds data is
// refused unless --force.
// Exit codes: 0 restored and checked, 1 failed (the message says whether anything changed),
// 2 usage, 3 refused (the target is not empty or in use): nothing changed.
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/core/config';
import { restoreBackup, RestoreRefusedError, restoreSummary } from '@/lib/platform/backup';

const USAGE =
  'usage: npm run restore -- FILE [--data-dir DIR] [--force]   (DATABASE_URL set: into that database)';

let exitCode = 0;
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (values['data-dir']) process.env.DATA_DIR = values['data-dir'];
  const config = getConfig();
  const result = await restoreBackup({
    file: positionals[0]!,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    force: values.force,
  });
  const target = config.DATABASE_URL
    ? `${new URL(config.DATABASE_URL).pathname.slice(1)} (and ${config.DATA_DIR} for files)`
    : config.DATA_DIR;
  for (const line of restoreSummary(result, target)) console.log(line);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RestoreRefusedError) {
    console.error(`Restore refused: ${message}`);
    exitCode = 3;
  } else {
    console.error(`Restore failed: ${message}`);
    exitCode = 1;
  }
}
process.exit(exitCode);
