'use client';

import { Button } from '@/components/ui/button';

export default function AdminReviewError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">Could not load the review queue</h1>
      <Button onClick={reset} className="mt-4">
        Try Again
      </Button>
    </div>
  );
}
