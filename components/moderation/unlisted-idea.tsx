'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { viewerIdea } from '@/components/ideas/viewer-idea-read';
import { useSignedInViewer } from '@/components/layout/viewer-provider';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { IdeaDTO } from '@/lib/ideas/shared';

// Every ideas page carries this not-found boundary; the view behind it (gallery, owner actions)
// loads only when an unlisted idea is shown to its creator or an admin.
const UnlistedIdeaView = lazyComponent(
  () => import('./unlisted-idea-view').then((module) => module.UnlistedIdeaView),
  null,
);

/** Our own upload addresses stay on this origin (private photos need the session cookie). */
const sameOrigin = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : url;
};

const IDEA_PATH = /^\/ideas\/([0-9a-fA-F]{24})\/?$/;

/**
 * An idea its viewer sees here: one moderation holds back (`review`), their own archived one, or
 * on an archived idea's page whatever the API opens for them (an admin).
 */
const shownHere = (idea: IdeaDTO | null, archivedPage: boolean): idea is IdeaDTO =>
  idea !== null && (idea.review !== undefined || idea.status === 'archived' || archivedPage);

/**
 * The idea page is cached as anyone sees it, so an unlisted idea (under review, rejected, hidden)
 * is "not found" there, and an archived one "No longer listed". Its creator and admins still open
 * it: the browser asks the server with their session and, when it answers, shows
 * the idea with why it is not listed instead of `children`.
 */
export function UnlistedIdea({ children, archived = false }: { children: ReactNode; archived?: boolean }) {
  const id = IDEA_PATH.exec(usePathname() ?? '')?.[1];
  const viewer = useSignedInViewer();
  const [idea, setIdea] = useState<IdeaDTO | null>(null);
  // Read again after its creator archives or relists it here.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    if (!id || !viewer) return;
    let current = true;
    viewerIdea(id)
      // Listed again: shown as it was until the refreshed page replaces this one.
      .then((found) => {
        if (current && shownHere(found, archived))
          setIdea({ ...found, photos: found.photos?.map(sameOrigin) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id, viewer, reads, archived]);

  if (!shownHere(idea, archived) || !viewer || idea._id !== id?.toLowerCase()) return children;
  return <UnlistedIdeaView idea={idea} archived={archived} onListingChanged={() => setReads((n) => n + 1)} />;
}
