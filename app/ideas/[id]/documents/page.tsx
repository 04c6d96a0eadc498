import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { DocumentList } from '@/components/protection/document-list';
import { DocumentUpload } from '@/components/protection/document-upload';
import { EmptyState } from '@/components/ui/empty-state';
import { ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { formatBytes } from '@/lib/core/format-bytes';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { dataRoom } from '@/lib/ideas';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENTS_PER_IDEA } from '@/lib/validation/idea-documents';
import { ideaOr404 } from '../idea-data';

export const metadata: Metadata = { title: 'Data room', robots: { index: false } };

const notice = 'mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-900';
const link = 'text-brand-700 font-semibold underline';

/**
 * /ideas/{id}/documents: the documents an idea's creator shares under NDA. The creator attaches and
 * deletes them; the buyers they approved (and admins) download them.
 */
export default async function DataRoomPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor(`/ideas/${id}/documents`));
  const room = await dataRoom(id, viewer).catch((error: unknown) => {
    if (error instanceof ForbiddenError) return null;
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  // Refused: the idea is still theirs to see (its teaser), so the page names it.
  const idea = room?.idea ?? (await ideaOr404(id, viewer));
  const owner = room?.as === 'owner';
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <Link href={`/ideas/${idea._id}`} className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to Idea Details
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Data room</h1>
      <p className="mt-2 break-words text-slate-700">{idea.title}</p>
      {!room ? (
        <p data-testid="documents-not-allowed" className={notice}>
          {DOCUMENT_MESSAGES.notAllowed}.{' '}
          <Link href={`/ideas/${idea._id}`} className={link}>
            Back to the idea
          </Link>
        </p>
      ) : (
        <>
          {owner ? (
            <p className="mt-4 text-slate-700">
              The documents you attach here are shown only to the buyers you approve under the NDA. The PDFs
              and images they download carry their name, and every download is in the view log on the{' '}
              <Link href={`/ideas/${idea._id}/receipts#view-log`} className={link}>
                receipts page
              </Link>
              . At most {DOCUMENTS_PER_IDEA} documents of {formatBytes(DOCUMENT_MAX_BYTES)} each.
            </p>
          ) : (
            room.as === 'approved' && (
              <p className="mt-4 text-slate-700">
                The PDFs and images you download carry your name, and every download is recorded for the
                idea&apos;s creator.
              </p>
            )
          )}
          {owner &&
            (idea.requireNDA ? (
              <DocumentUpload ideaId={idea._id} count={room.documents.length} />
            ) : (
              <p data-testid="documents-needs-nda" className={notice}>
                {DOCUMENT_MESSAGES.needsNda}.{' '}
                <Link href={`/ideas/${idea._id}/edit`} className={link}>
                  Edit the idea
                </Link>
              </p>
            ))}
          <section className="mt-8" aria-labelledby="documents-title">
            <h2 id="documents-title" className="text-xl font-bold text-slate-900">
              Documents
            </h2>
            {room.documents.length === 0 ? (
              <EmptyState className="mt-4">
                {owner
                  ? 'No documents yet. Attach the business plan, figures or drawings your buyers will want to read.'
                  : 'The creator has not shared documents yet.'}
              </EmptyState>
            ) : (
              <DocumentList ideaId={idea._id} documents={room.documents} owner={owner} />
            )}
          </section>
        </>
      )}
    </main>
  );
}
