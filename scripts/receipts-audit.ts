// `npm run receipts:audit`: walks the whole chain of authorship receipts on the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR while no server holds it): every
// receipt's hash and signature with the published keys, and its link to the receipt before it.
// Reports the first break. Exit codes: 0 the chain is whole, 1 it breaks (or the audit failed).
import { auditChain } from '@/lib/protection';
import { ensureMigrated, getDatabase } from '@/lib/db';

let exitCode = 0;
try {
  await ensureMigrated();
  const audit = await auditChain();
  if (audit.valid) console.log(`The chain is whole: ${audit.checked} receipts checked.`);
  else {
    console.log(
      `The chain breaks at receipt ${audit.breakAt} (${audit.checked} receipts before it are whole):`,
    );
    for (const reason of audit.reasons) console.log(`- ${reason}`);
    exitCode = 1;
  }
  if (audit.ideasWithoutReceipt)
    console.log(
      `${audit.ideasWithoutReceipt} ideas have no receipt yet (the server's receipts job records them).`,
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
