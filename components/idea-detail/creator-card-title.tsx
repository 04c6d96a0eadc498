'use client';

import { useViewerIdea } from './viewer-idea';

/** 'Contact Creator' where the idea is locked to the viewer (the spec's NDA card), else 'Creator'. */
export function CreatorCardTitle({ ndaLocked }: { ndaLocked: boolean }) {
  const { idea } = useViewerIdea();
  return <>{(idea ? idea.ndaLocked : ndaLocked) ? 'Contact Creator' : 'Creator'}</>;
}
