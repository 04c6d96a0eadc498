import { EmptyState } from '@/components/ui/empty-state';
import { LocalDate } from '@/components/ui/local-date';

/**
 * An idea's receipts, newest first, each to download as a PDF (to read) and as JSON (to verify),
 * then how anyone checks one. Server-rendered: it holds no state.
 */
export function ReceiptList({
  ideaId,
  receipts,
  owner,
}: {
  ideaId: string;
  receipts: { seq: number; revision: number; hash: string; createdAt: Date }[];
  owner: boolean;
}) {
  const base = `/api/ideas/${ideaId}/receipts`;
  return (
    <>
      <p className="mt-4 text-slate-700">
        {owner
          ? 'Each time you list or change this idea, the platform signs a receipt of its content and time, chained to every receipt before it. Keep them: they prove what you listed, and when, even if the listing is deleted.'
          : 'The receipts of the content you were shown under your NDA: they prove what the creator listed, and when.'}
      </p>
      {receipts.length === 0 ? (
        <EmptyState className="mt-6">No receipt yet: it is being recorded. Reload in a minute.</EmptyState>
      ) : (
        <ol className="mt-6 space-y-3" data-testid="receipt-list">
          {[...receipts].reverse().map((receipt) => (
            <li key={receipt.seq} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-slate-900">Revision {receipt.revision}</h2>
                <LocalDate iso={receipt.createdAt.toISOString()} className="text-sm text-slate-600" />
              </div>
              <p className="mt-1 font-mono text-xs break-all text-slate-600">SHA-256 {receipt.hash}</p>
              <div className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
                <a href={`${base}/${receipt.revision}.pdf`} className="text-brand-700 underline" download>
                  Download PDF<span className="sr-only"> of revision {receipt.revision}</span>
                </a>
                <a href={`${base}/${receipt.revision}`} className="text-brand-700 underline" download>
                  Download JSON<span className="sr-only"> of revision {receipt.revision}</span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      )}
      <section className="mt-8 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">How to verify a receipt</h2>
        <p className="mt-2">
          Anyone can check a JSON receipt with the platform&apos;s public keys, published at{' '}
          <a href="/.well-known/receipt-keys.json" className="text-brand-700 underline">
            /.well-known/receipt-keys.json
          </a>
          : offline with <code>npm run receipts:verify receipt.json -- --keys receipt-keys.json</code>, or by
          sending it to <code>POST /api/receipts/verify</code>, which also checks its place in the chain.
        </p>
      </section>
    </>
  );
}
