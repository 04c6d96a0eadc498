import Link from 'next/link';
import { UnlistedIdea } from '@/components/moderation/unlisted-idea';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * What an archived idea's address shows anyone (the page is cached as anyone sees it): never its
 * texts. Its creator sees the idea there instead, with the way to relist it, and an admin sees it
 * as archived (UnlistedIdea).
 */
export function NoLongerListed() {
  return (
    <UnlistedIdea archived>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
        <div
          data-testid="idea-no-longer-listed"
          className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
        >
          <h1 className="text-2xl font-bold">No longer listed</h1>
          <p className="mt-2 text-slate-700">Its creator withdrew this idea from the marketplace.</p>
          <Link href="/ideas" className={buttonClass('primary', 'mt-6')}>
            Back to Ideas
          </Link>
        </div>
      </main>
    </UnlistedIdea>
  );
}
