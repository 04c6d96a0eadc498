import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { IdeaForm } from '@/components/ideas/idea-form';
import { buttonClass } from '@/components/ui/button-styles';
import { getViewer } from '@/lib/http/page-viewer';
import { findGateIdea } from '@/lib/deals';
import { IDEA_MESSAGES } from '@/lib/ideas';
import { ideaOr404 } from '../idea-data';
import { loginUrlFor } from '@/lib/identity/shared';

export const metadata: Metadata = { title: 'Edit Your Idea', robots: { index: false } };

export default async function EditIdeaPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor(`/ideas/${id}/edit`));
  const idea = await ideaOr404(id, viewer);
  const back = (
    <Link href={`/ideas/${idea._id}`} className="text-brand-700 text-sm font-semibold hover:underline">
      ← Back to Idea Details
    </Link>
  );
  if (idea.creator !== viewer.id) {
    return (
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
        <div data-testid="not-authorized" className="rounded-xl border border-red-200 bg-white p-8 shadow-sm">
          <h1 className="text-2xl font-bold text-red-800">{IDEA_MESSAGES.notAuthorizedToEdit}</h1>
          <Link href={`/ideas/${idea._id}`} className={buttonClass('primary', 'mt-6')}>
            Back to Idea Details
          </Link>
        </div>
      </main>
    );
  }
  // The idea's own NDA, gated or not, so that the form shows and keeps it.
  const gate = await findGateIdea(idea._id, viewer);
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      {back}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Edit Your Idea</h1>
      <div className="mt-6">
        <IdeaForm idea={idea} phoneOnProfile={viewer.user.phone !== ''} ndaText={gate?.ndaText ?? ''} />
      </div>
    </main>
  );
}
