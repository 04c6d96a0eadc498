import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
  'data-testid'?: string;
}

/** A white panel with a border: list cards, forms, info boxes, profile sections. */
export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return (
    <Tag
      className={clsx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
      {...props}
    />
  );
}
