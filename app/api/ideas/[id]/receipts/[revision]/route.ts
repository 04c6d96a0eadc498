import { toRoutesBy } from '@/lib/operations/route';
import { ideaReceiptOperation, ideaReceiptPdfOperation } from '@/lib/operations/receipts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; revision: string }> };

// `/receipts/3` is the receipt as JSON, `/receipts/3.pdf` the same receipt to read.
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutesBy<Context>(
  ({ revision = '' }) => (revision.endsWith('.pdf') ? 'pdf' : 'json'),
  { json: { GET: ideaReceiptOperation }, pdf: { GET: ideaReceiptPdfOperation } },
);
