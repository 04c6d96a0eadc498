import { Skeleton } from '@/components/ui/skeleton';

/** Any admin page while it loads. */
export default function AdminLoading() {
  return (
    <div role="status" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
