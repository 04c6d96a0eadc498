import clsx from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  slate: 'bg-slate-200 text-slate-800',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-800',
} as const;

export interface BadgeProps {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Badge({ tone = 'slate', children, className, 'data-testid': testId }: BadgeProps) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
