'use client';

import { useSignedInViewer } from '@/components/layout/viewer-provider';
import { buttonClass } from '@/components/ui/button-styles';
import { ListLink } from './list-link';

/**
 * 'Show My Ideas' / 'Show All Ideas' for signed-in viewers. Decided in the browser from the viewer
 * island, so the list's server HTML is the same for everyone and can be cached.
 */
export function MyIdeasLink({ showingMine, href }: { showingMine: boolean; href: string }) {
  if (useSignedInViewer() === null) return null;
  return (
    <ListLink href={href} className={buttonClass('secondary')}>
      {showingMine ? 'Show All Ideas' : 'Show My Ideas'}
    </ListLink>
  );
}
