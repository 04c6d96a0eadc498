import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while a page of ideas loads. */
export function ListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div data-testid="ideas-skeleton" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading ideas...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <Skeleton className="mt-4 h-16 w-full" />
          <Skeleton className="mt-4 h-7 w-1/4" />
          <Skeleton className="mt-4 h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
