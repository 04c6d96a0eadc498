'use client';

import { buttonClass } from '@/components/ui/button-styles';

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
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          Try Again
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => window.history.back()}>
          Go Back
        </button>
      </div>
    </section>
  );
}
