'use client';

import clsx from 'clsx';
import { useState } from 'react';

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Width and height in pixels. */
  size?: number;
  /** Announce the picture (`{name}'s photo`); by default it is decorative, the name being shown nearby. */
  labelled?: boolean;
  className?: string;
  testId?: string;
}

/** Only our own paths and web addresses are loaded as pictures. */
const usable = (src: string | null | undefined) => (src && /^(\/(?!\/)|https?:\/\/)/i.test(src) ? src : '');

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join('') || '?';
}

/** A user's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 32, labelled, className, testId }: AvatarProps) {
  const url = usable(src);
  const [failed, setFailed] = useState<string | null>(null);
  const box = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.4)) };
  if (url && failed !== url) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- photos live on our uploads route or the identity provider's host
      <img
        src={url}
        alt={labelled ? `${name}'s photo` : ''}
        width={size}
        height={size}
        style={style}
        className={clsx(box, 'bg-brand-50 object-cover')}
        onError={() => setFailed(url)}
        // A photo that failed before hydration fired its error event before React listened.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setFailed(url);
        }}
        data-testid={testId}
      />
    );
  }
  return (
    <span
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? `${name}'s photo` : undefined}
      aria-hidden={labelled ? undefined : true}
      style={style}
      className={clsx(box, 'bg-brand-100 text-brand-800 font-semibold')}
      data-testid={testId}
    >
      {initials(name)}
    </span>
  );
}
