import clsx from 'clsx';
import type { ComponentProps } from 'react';

/**
 * What a list shows when it has nothing: one dashed box across the product, so an empty inbox,
 * queue or watchlist reads the same everywhere. Children say why it is empty and what to do.
 */
export function EmptyState({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600',
        className,
      )}
      {...props}
    />
  );
}
