'use client';

import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { controlClass } from './control-styles';
import { useFieldControl } from './field';

export type SelectOption = string | { value: string; label: string };

export interface SelectProps extends ComponentProps<'select'> {
  /** Options after `children` (which may hold a placeholder option). */
  options?: readonly SelectOption[];
}

/** A native select (keyboard and screen readers for free); inside a <Field> it is labelled by it. */
export function Select({ className, options = [], children, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <select {...field} {...props} className={clsx(controlClass, className)}>
      {children}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
