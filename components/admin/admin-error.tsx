'use client';

import { Button } from '@/components/ui/button';

/** An admin list that could not load, with a retry. */
export function AdminError({ what, reset }: { what: string; reset: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">Could not load the {what}.</p>
      <Button onClick={reset} className="mt-4">
        Try again
      </Button>
    </div>
  );
}
