import { ListSkeleton } from '@/components/ideas/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function IdeasLoading() {
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-2 h-4 w-40" />
      <Skeleton className="mt-6 h-28 w-full" />
      <div className="mt-6">
        <ListSkeleton />
      </div>
    </main>
  );
}
