import { ListSkeleton } from '@/components/ideas/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';

export default function IdeasLoading() {
  return (
    <main className={clsx(PAGE_WIDTH, 'flex-1 py-8')}>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-2 h-4 w-40" />
      <Skeleton className="mt-6 h-28 w-full" />
      <div className="mt-6">
        <ListSkeleton />
      </div>
    </main>
  );
}
