import { Skeleton } from '@/components/ui/skeleton';
import { LIST_COVER_SHAPE, LIST_GRID } from './list-grid';

/** Placeholder cards, shaped like the cards, while a page of ideas loads. */
export function ListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div data-testid="ideas-skeleton" aria-busy="true" className={LIST_GRID}>
      <span className="sr-only">Loading ideas...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className={`${LIST_COVER_SHAPE} w-full rounded-none`} />
          <div className="p-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-4 h-16 w-full" />
            <Skeleton className="mt-4 h-7 w-1/4" />
            <Skeleton className="mt-4 h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
