'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/**
 * A `next/link` that prefetches its page when a visitor shows intent (a pointer over it, keyboard
 * focus) rather than when it scrolls into view, as the cards' `LinkArea` does. For links most
 * visitors pass by (sign in, the header's pages, a creator's profile): a prefetch on sight loads
 * the target page's payload and client code (the sign-in form's validation, the profile's dialogs)
 * while the page being read is still starting.
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}
