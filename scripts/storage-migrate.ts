// `npm run storage:migrate`: copies the uploads kept on the local disk (DATA_DIR/uploads) into the
// S3 bucket set by S3_BUCKET and the other S3_* variables, with progress. Files the bucket already
// holds with the same size are skipped, so it can run again after an interruption.
// Exit codes: 0 done, 1 failed, 2 usage (no bucket configured).
import { getConfig } from '@/lib/core/config';
import { ensureMigrated, getDatabase } from '@/lib/db';
import { copyLocalFiles, localStorage, storage } from '@/lib/platform/storage';

let exitCode = 0;
try {
  if (!getConfig().S3_BUCKET) {
    console.error(
      'Set S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy into.',
    );
    process.exit(2);
  }
  await ensureMigrated();
  const source = localStorage();
  const target = storage();
  console.log(`Copying ${source.description} into ${target.description}…`);
  let shown = 0;
  const result = await copyLocalFiles(source, target, (progress) => {
    // One line per 2 % (and the last), so a large folder does not flood the terminal.
    if (progress.done === progress.total || progress.done - shown >= Math.max(1, progress.total / 50)) {
      shown = progress.done;
      console.log(
        `${progress.done}/${progress.total}  copied ${progress.copied}, already there ${progress.skipped}`,
      );
    }
  });
  console.log(
    result.total
      ? `Done: ${result.copied} copied, ${result.skipped} already in the bucket, of ${result.total} files.`
      : 'No local files to copy.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await getDatabase()
    .close()
    .catch(() => {});
}
process.exit(exitCode);
