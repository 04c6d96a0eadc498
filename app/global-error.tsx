'use client';

import './globals.css';

/** The root layout itself failed: a self-contained page with the spec's generic message. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center font-sans">
        <main className="flex flex-col items-center gap-4">
          <h1 className="text-3xl font-bold text-slate-900">An unexpected error occurred</h1>
          <button type="button" onClick={reset} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Try Again
          </button>
        </main>
      </body>
    </html>
  );
}
