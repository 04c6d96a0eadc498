import { Skeleton } from '@/components/ui/skeleton';

/** The inbox while it loads: a few rows of avatar and lines. */
export function InboxSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="inbox-loading">
      <p className="sr-only" role="status">
        Loading conversations…
      </p>
      <ul className="space-y-1">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="flex gap-3 px-3 py-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-5/6" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
