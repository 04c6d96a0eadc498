import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ReceiptList } from '@/components/protection/receipt-list';
import { ViewLog } from '@/components/protection/view-log';
import { ForbiddenError } from '@/lib/core/errors';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { ideaViewLog, readableReceipts } from '@/lib/protection';
import { ideaOr404 } from '../idea-data';

export const metadata: Metadata = { title: 'Authorship receipts', robots: { index: false } };

/**
 * /ideas/{id}/receipts: the signed receipts of an idea's revisions, for its creator and approved
 * buyers; for the creator of a gated idea, also who read it under NDA (its view log).
 */
export default async function ReceiptsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor(`/ideas/${id}/receipts`));
  const idea = await ideaOr404(id, viewer);
  const receipts = await readableReceipts(idea._id, viewer).catch((error: unknown) => {
    if (error instanceof ForbiddenError) return null;
    throw error;
  });
  // The creator of a gated idea also sees who read it under NDA.
  const views = idea.access === 'owner' && idea.requireNDA ? await ideaViewLog(idea._id, viewer) : null;
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <Link href={`/ideas/${idea._id}`} className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to Idea Details
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Authorship receipts</h1>
      <p className="mt-2 break-words text-slate-700">{idea.title}</p>
      {receipts ? (
        <ReceiptList ideaId={idea._id} receipts={receipts} owner={idea.access === 'owner'} />
      ) : (
        <p
          data-testid="receipts-not-allowed"
          className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-900"
        >
          Only the creator of this idea and the buyers it was disclosed to under NDA can see its receipts.
        </p>
      )}
      {views && <ViewLog ideaId={idea._id} views={views} />}
    </main>
  );
}
