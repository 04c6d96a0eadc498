// `npm run receipts:verify -- RECEIPT.json --keys KEYS.json [--content CONTENT.json]`: checks an
// authorship receipt offline, with nothing but the platform's public keys (the JWK set of
// /.well-known/receipt-keys.json): its hash, its Ed25519 signature, and the content's hash (the
// content inside the receipt, or the file given). A file holding an array of consecutive receipts
// is checked as a piece of the chain. No database, no network.
// Exit codes: 0 valid, 1 not valid, 2 usage (or a file that cannot be read).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyChain, verifyReceipt } from '@/lib/protection';
import { receiptKeySetSchema } from '@/lib/validation/receipts';

const USAGE = 'usage: npm run receipts:verify -- RECEIPT.json --keys KEYS.json [--content CONTENT.json]';

function readJson(file: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(
      `Cannot read the ${what} ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  }
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    keys: { type: 'string' },
    content: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || positionals.length !== 1 || !values.keys) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const keys = receiptKeySetSchema.safeParse(readJson(values.keys, 'keys'));
if (!keys.success) {
  console.error(`${values.keys} is not a JWK set of Ed25519 keys`);
  process.exit(2);
}
const document = readJson(positionals[0]!, 'receipt');
const content = values.content ? readJson(values.content, 'content') : undefined;
if (Array.isArray(document)) {
  const verdict = verifyChain(document, keys.data);
  if (verdict.valid) {
    console.log(`valid: ${document.length} consecutive receipts, each signed and following the one before`);
    process.exit(0);
  }
  report(verdict.reasons);
}
const verdict = verifyReceipt(document, keys.data, content);
if (verdict.valid) {
  const { seq, ideaId, revision } = verdict.receipt!;
  const checked =
    content !== undefined || verdict.receipt!.content ? ', content matches' : ' (no content to check)';
  console.log(`valid: receipt ${seq} of idea ${ideaId}, revision ${revision}${checked}`);
  process.exit(0);
}
report(verdict.reasons);

function report(reasons: string[]): never {
  console.log('NOT valid:');
  for (const reason of reasons) console.log(`- ${reason}`);
  process.exit(1);
}
