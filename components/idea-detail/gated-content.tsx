'use client';

import type { ReactNode } from 'react';
import { IdeaBody } from './idea-body';
import { useViewerIdea } from './viewer-idea';

/**
 * An NDA-gated idea: the cached page holds only the lock (`children`); its creator (or anyone the
 * API lets read it) gets the full idea from their own request.
 */
export function GatedContent({ children }: { children: ReactNode }) {
  const { idea } = useViewerIdea();
  if (idea && !idea.ndaLocked) return <IdeaBody idea={idea} />;
  return <>{children}</>;
}
