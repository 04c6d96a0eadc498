import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { IdeaForm } from '@/components/ideas/idea-form';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';

export const metadata: Metadata = { title: 'Submit Your Idea', robots: { index: false } };

export default async function CreateIdeaPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor('/create-idea'));
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Submit Your Idea</h1>
      <p className="mt-2 text-slate-600">
        Describe the problem, your solution and your price. Require an NDA to keep the details to yourself
        until a buyer contacts you.
      </p>
      <div className="mt-6">
        <IdeaForm phoneOnProfile={viewer.user.phone !== ''} />
      </div>
    </main>
  );
}
