'use client';

import { useEffect, useState } from 'react';
import { useViewerState } from '@/components/layout/viewer-provider';
import { LockIcon } from '@/components/ui/icons';
import { viewerIdea } from './viewer-idea-read';

export const LOCKED_LINE = 'Details are shared under NDA. Contact the creator to learn more.';

/**
 * A gated idea's card as cached pages show it to anyone (its public teaser, if any, and the NDA
 * line); its creator gets the problem text from their own request to the server.
 */
export function LockedTeaser({ id, creator, teaser }: { id: string; creator: string; teaser: string }) {
  const mine = useViewerState((state) => state.viewer?.id === creator);
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null);

  useEffect(() => {
    if (!mine) return;
    let current = true;
    viewerIdea(id)
      .then((idea) => {
        if (current && idea && !idea.ndaLocked) setProblem({ id, text: idea.problemDescription ?? '' });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id, mine]);

  if (mine && problem?.id === id) {
    return <p className="mt-3 line-clamp-3 text-sm break-words text-slate-700">{problem.text}</p>;
  }
  return (
    <>
      {teaser && (
        <p className="mt-3 line-clamp-3 text-sm break-words text-slate-700" data-testid="idea-teaser">
          {teaser}
        </p>
      )}
      <p className={`${teaser ? 'mt-2' : 'mt-3'} flex gap-1.5 text-sm text-amber-900`}>
        <LockIcon className="mt-0.5 h-4 w-4 shrink-0" />
        {LOCKED_LINE}
      </p>
    </>
  );
}
