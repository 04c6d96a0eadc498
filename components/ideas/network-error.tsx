'use client';

import { Button } from '@/components/ui/button';

export function NetworkError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section
      data-testid="network-error"
      aria-live="polite"
      className="rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm"
    >
      <h2 className="text-xl font-bold text-red-800">Network Error</h2>
      <p className="mt-2 text-slate-700">
        Unable to load the requested data. Please check your connection and try again.
      </p>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Button variant="secondary" onClick={() => window.history.back()}>
          Go Back
        </Button>
      </div>
    </section>
  );
}
