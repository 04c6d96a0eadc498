import Link from 'next/link';
import { UnlistedIdea } from '@/components/moderation/unlisted-idea';
import { buttonClass } from '@/components/ui/button-styles';

/** Also what an unlisted idea's URL answers; its creator and admins see it there (UnlistedIdea). */
export default function IdeaNotFound() {
  return (
    <UnlistedIdea>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
        <div
          data-testid="idea-not-found"
          className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
        >
          <h1 className="text-2xl font-bold">Idea not found</h1>
          <p className="mt-2 text-slate-700">
            The idea you&apos;re looking for doesn&apos;t exist or may have been removed.
          </p>
          <Link href="/ideas" className={buttonClass('primary', 'mt-6')}>
            Back to Ideas
          </Link>
        </div>
      </main>
    </UnlistedIdea>
  );
}
