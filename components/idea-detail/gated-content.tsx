'use client';

import type { ReactNode } from 'react';
import { IdeaBody } from './idea-body';
import { PhotoGallery } from './photo-gallery';
import { useViewerIdea } from './viewer-idea';

/**
 * An NDA-gated idea's photos: the cached page holds only the lock (`children`); its creator (or
 * anyone the API lets read it) gets the photos from their own request.
 */
export function GatedHero({ children, className }: { children: ReactNode; className?: string }) {
  const { idea } = useViewerIdea();
  if (idea && !idea.ndaLocked)
    return <PhotoGallery photos={idea.photos ?? []} title={idea.title} className={className} />;
  return <>{children}</>;
}

/** An NDA-gated idea's texts, for who may read them; nothing in the cached page. */
export function GatedBody() {
  const { idea } = useViewerIdea();
  return idea && !idea.ndaLocked ? <IdeaBody idea={idea} /> : null;
}
