import { Skeleton } from '@/components/ui/skeleton';

/** A thread on its way (the inbox beside it stays). */
export default function MessagesLoading() {
  return (
    <div
      aria-busy="true"
      className="flex h-[calc(100dvh-8.5rem)] min-h-[26rem] flex-col rounded-xl border border-slate-200 bg-white shadow-sm md:h-[calc(100dvh-12rem)]"
      data-testid="thread-loading"
    >
      <p className="sr-only" role="status">
        Loading the conversation…
      </p>
      <div className="flex items-center gap-3 border-b border-slate-200 p-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      <div className="flex-1 space-y-4 p-4">
        <Skeleton className="h-10 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
      </div>
      <div className="border-t border-slate-200 p-3">
        <Skeleton className="h-11 w-full rounded-lg" />
      </div>
    </div>
  );
}
