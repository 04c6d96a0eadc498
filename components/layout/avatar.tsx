'use client';

import clsx from 'clsx';
import { useState } from 'react';

interface AvatarProps {
  name: string;
  src?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** A user's photo, or their initial when there is none or it fails to load. Decorative: the name is always shown or labelled nearby. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const box = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', size === 'sm' ? 'size-6 text-xs' : 'size-8 text-sm', className);
  if (src && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- user photos may live on any host
      <img src={src} alt="" className={clsx(box, 'object-cover')} onError={() => setFailed(true)} />
    );
  }
  return (
    <span aria-hidden="true" className={clsx(box, 'bg-brand-100 font-semibold text-brand-800')}>
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
