'use client';

import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { controlClass } from './control-styles';
import { useFieldControl } from './field';

/** A text input; inside a <Field> it takes the field's id and ARIA attributes. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return <input {...field} {...props} className={clsx(controlClass, className)} />;
}
