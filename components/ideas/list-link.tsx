'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useListNavigation } from './list-navigation';

interface ListLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Scroll to the top after the new list arrives (Previous / Next). */
  toTop?: boolean;
  /** A new history entry (pages, modes) or the same one changed (sort, like the other filters). */
  history?: 'push' | 'replace';
  'aria-label'?: string;
}

/** A real link (crawlers, new tabs) that moves the list through its navigation when clicked. */
export function ListLink({ href, className, children, toTop, history = 'push', ...aria }: ListLinkProps) {
  const { navigate } = useListNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href, history);
    if (toTop) window.scrollTo({ top: 0 });
  };
  return (
    <a href={href} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}
