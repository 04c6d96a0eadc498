import { Skeleton } from '@/components/ui/skeleton';

export default function UsersLoading() {
  return (
    <div role="status" aria-label="Loading members" className="space-y-4">
      <Skeleton className="h-8 w-40" />
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-36 w-full rounded-xl" />
      ))}
    </div>
  );
}
