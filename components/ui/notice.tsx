import clsx from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  success: 'border-green-300 bg-green-50 text-green-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
} as const;

export interface NoticeProps {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A message box announced to screen readers (polite, so it never interrupts). */
export function Notice({ tone, children, className, testId }: NoticeProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={clsx('rounded-lg border px-4 py-3 text-sm font-medium', tones[tone], className)}
    >
      {children}
    </div>
  );
}
