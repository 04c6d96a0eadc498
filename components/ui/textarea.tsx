'use client';

import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { controlClass } from './control-styles';
import { useFieldControl } from './field';

/** A text area; inside a <Field> it takes the field's id and ARIA attributes. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return <textarea {...field} {...props} className={clsx(controlClass, className)} />;
}
