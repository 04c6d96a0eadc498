import { Skeleton } from '@/components/ui/skeleton';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';

/**
 * 'Loading idea details...' while an idea opens; also the first paint of the cached page, which
 * reveals the idea a moment later. As tall as the screen, so the footer below it is never seen
 * moving when the idea takes its place.
 */
export default function IdeaLoading() {
  return (
    <main className={clsx(PAGE_WIDTH, 'min-h-svh flex-1 py-8')} aria-busy="true">
      <p className="text-slate-600" role="status">
        Loading idea details...
      </p>
      <Skeleton className="mt-4 h-9 w-2/3" />
      <Skeleton className="mt-3 h-6 w-40" />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Skeleton className="aspect-[3/2] lg:col-span-2" />
        <Skeleton className="h-48" />
      </div>
    </main>
  );
}
