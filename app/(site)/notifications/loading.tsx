import { Skeleton } from '@/components/ui/skeleton';

export default function NotificationsLoading() {
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8" aria-busy="true">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Notifications</h1>
      <p className="sr-only" role="status">
        Loading notifications…
      </p>
      <div className="space-y-3">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    </main>
  );
}
