// `npm run jobs -- list [--status dead|queued|running|done] [--limit N]` and
// `npm run jobs -- retry ID… | --all-dead`: the job queue for operators, on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR while no server holds it).
import { parseArgs } from 'node:util';
import { ensureMigrated, getDatabase } from '@/lib/db';
import { listJobs, retryJob } from '@/lib/platform/jobs';
import { JOB_STATUSES, type JobStatus } from '@/models';

const USAGE =
  'usage: npm run jobs -- list [--status dead|queued|running|done] [--limit N]\n       npm run jobs -- retry ID… | --all-dead';

let exitCode = 0;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string', default: '50' },
      'all-dead': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...ids] = positionals;
  if (values.help || (command !== 'list' && command !== 'retry')) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (values.status && !JOB_STATUSES.includes(values.status as JobStatus)) {
    throw new Error(`--status must be one of ${JOB_STATUSES.join(', ')}`);
  }
  await ensureMigrated();
  if (command === 'list') {
    const rows = await listJobs({
      status: values.status as JobStatus | undefined,
      limit: Number(values.limit),
    });
    if (!rows.length) console.log('No jobs.');
    for (const job of rows) {
      console.log(
        [
          job.id,
          job.kind,
          job.status,
          `tries ${job.attempts}/${job.maxAttempts}`,
          `updated ${job.updatedAt.toISOString()}`,
          job.status === 'queued' ? `next ${job.runAt.toISOString()}` : '',
          job.lastError ? `last error: ${job.lastError}` : '',
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
  } else {
    const targets = values['all-dead']
      ? (await listJobs({ status: 'dead', limit: 10_000 })).map((j) => j.id)
      : ids;
    if (!targets.length)
      throw new Error(
        'Name the jobs to retry (ids from `npm run jobs -- list --status dead`), or --all-dead',
      );
    for (const id of targets) {
      await retryJob(id);
      console.log(`${id} queued again`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await getDatabase()
    .close()
    .catch(() => {});
}
process.exit(exitCode);
