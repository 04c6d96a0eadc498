import clsx from 'clsx';
import type { ReactNode } from 'react';
import { LockIcon } from '@/components/ui/icons';

/**
 * What a gated idea shows where its photos and texts would be: the cached page holds no photo
 * of it, only this. `nextStep` ends the text with what the viewer can do.
 */
export function NdaLockPanel({ className, nextStep }: { className?: string; nextStep: ReactNode }) {
  return (
    <section
      data-testid="nda-lock"
      aria-labelledby="nda-lock-heading"
      className={clsx(
        'flex min-h-56 flex-col items-center justify-center rounded-xl border border-amber-300 bg-amber-50 p-6 text-center sm:min-h-72',
        className,
      )}
    >
      <LockIcon className="h-12 w-12 text-amber-700" />
      <h2 id="nda-lock-heading" className="mt-3 text-xl font-bold text-amber-900">
        NDA Required
      </h2>
      <p className="mt-2 max-w-md text-amber-900">
        This idea requires a Non-Disclosure Agreement to view full details. {nextStep}
      </p>
    </section>
  );
}
