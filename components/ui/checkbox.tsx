'use client';

import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it (the whole line is clickable). */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label className={clsx('flex items-center gap-2 text-sm text-slate-800', className)}>
      <input type="checkbox" className="accent-brand-600 size-4 rounded border-slate-300" {...props} />
      {label}
    </label>
  );
}
