/** The profile pages' loading state. */
export function ProfileSkeleton() {
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading...
      </p>
      <div className="space-y-6" aria-hidden="true">
        <div className="h-40 animate-pulse rounded-2xl bg-slate-200" />
        <div className="h-24 animate-pulse rounded-2xl bg-slate-200" />
        <div className="h-32 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    </main>
  );
}
