'use client';

import Image from 'next/image';
import { useState } from 'react';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** A user's picture, or the default one when it is missing or fails to load. */
export function Avatar({ src, name, size = 56 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DEFAULT_AVATAR;
  return (
    <Image
      src={url}
      alt={name ? `${name}'s picture` : 'Creator picture'}
      width={size}
      height={size}
      unoptimized
      onError={() => setFailed(src)}
      data-testid="creator-avatar"
      className="bg-brand-50 shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  );
}
