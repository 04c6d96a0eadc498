import { Skeleton } from '@/components/ui/skeleton';

export default function AdminReviewLoading() {
  return (
    <div aria-busy="true" aria-label="Loading the review queue" className="mt-2 flex flex-col gap-4">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
