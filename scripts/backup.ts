// `npm run backup -- --out FILE [--data-dir DIR]`: one archive of the database (a consistent
// snapshot, taken through the running server on the embedded database, or pg_dump on PostgreSQL)
// and of the uploads kept on the local disk, with a manifest that `npm run restore` checks.
// Exit codes: 0 written, 1 failed, 2 usage.
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/core/config';
import { backupSummary, createBackup } from '@/lib/platform/backup';
import packageJson from '../package.json' with { type: 'json' };

const USAGE =
  'usage: npm run backup -- --out FILE [--data-dir DIR]   (DATABASE_URL set: PostgreSQL, via pg_dump)';

let exitCode = 0;
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || !values.out || positionals.length) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (values['data-dir']) process.env.DATA_DIR = values['data-dir'];
  const config = getConfig();
  const result = await createBackup({
    out: values.out,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    s3Bucket: config.S3_BUCKET,
    app: { name: packageJson.name, version: packageJson.version },
  });
  for (const line of backupSummary(result)) console.log(line);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
process.exit(exitCode);
