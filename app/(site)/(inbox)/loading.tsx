import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import { InboxSkeleton } from '@/components/messages/inbox-skeleton';

/**
 * Messages on their way from another page. This boundary sits above the inbox's layout on
 * purpose: a link's prefetch stops here, so the inbox's threads are read when the member arrives,
 * not whenever a link to Messages was last seen.
 */
export default function InboxLoading() {
  return (
    <main className={clsx(PAGE_WIDTH, 'flex-1 py-4 md:py-6')}>
      <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
      <div className="mt-4 max-w-[22rem] rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
        <InboxSkeleton />
      </div>
    </main>
  );
}
