'use client';

import { Button } from '@/components/ui/button';

export default function ProfileError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Error Loading Profile</h1>
        <p className="mt-2 text-slate-600">Failed to load profile</p>
        <Button onClick={reset} className="mt-4">
          Try Again
        </Button>
      </div>
    </main>
  );
}
