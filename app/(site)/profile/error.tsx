'use client';

export default function ProfileError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Error Loading Profile</h1>
        <p className="mt-2 text-slate-600">Failed to load profile</p>
        <button
          type="button"
          onClick={reset}
          className="bg-brand-600 hover:bg-brand-700 mt-4 rounded-lg px-4 py-2 font-semibold text-white"
        >
          Try Again
        </button>
      </div>
    </main>
  );
}
