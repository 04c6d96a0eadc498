'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { IdeaBody } from '@/components/idea-detail/idea-body';
import { IdeaHeading } from '@/components/idea-detail/idea-heading';
import { OwnerActions } from '@/components/idea-detail/owner-actions';
import { PhotoGallery } from '@/components/idea-detail/photo-gallery';
import { useViewer } from '@/components/layout/viewer-provider';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { ReviewNotice } from './review-notice';

/** Our own upload addresses stay on this origin (private photos need the session cookie). */
const sameOrigin = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : url;
};

const IDEA_PATH = /^\/ideas\/([0-9a-fA-F]{24})\/?$/;

/**
 * The idea page is cached as anyone sees it, so an unlisted idea (under review, rejected, hidden)
 * is "not found" there. Its creator and admins still open it: the browser asks the API with their
 * session and, when it answers, shows the idea with why it is not listed instead of `children`.
 */
export function UnlistedIdea({ children }: { children: ReactNode }) {
  const id = IDEA_PATH.exec(usePathname() ?? '')?.[1];
  const { viewer } = useViewer();
  const [idea, setIdea] = useState<IdeaDTO | null>(null);

  useEffect(() => {
    if (!id || !viewer) return;
    const controller = new AbortController();
    void fetch(`/api/ideas/${id}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<IdeaDTO>) : null))
      .then((found) => setIdea(found?.review ? { ...found, photos: found.photos?.map(sameOrigin) } : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, viewer]);

  if (!idea?.review || !viewer) return children;
  const owner = idea.access === 'owner';
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6" data-testid="unlisted-idea">
      <Link
        href={owner ? '/ideas?filter=my-ideas' : '/admin/review'}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {owner ? '← Back to My Ideas' : '← Back to the review queue'}
      </Link>
      <div className="mt-4">
        <ReviewNotice id={idea._id} review={idea.review} owner={owner} />
      </div>
      <div className="mt-4">
        <IdeaHeading idea={idea} />
      </div>
      <p className="mt-4 text-2xl font-bold">{formatPrice(idea.desiredPrice)}</p>
      <div className="mt-6 flex flex-col gap-6">
        {idea.photos && idea.photos.length > 0 && <PhotoGallery photos={idea.photos} title={idea.title} />}
        {idea.ndaLocked ? null : <IdeaBody idea={idea} />}
        {owner && <OwnerActions id={idea._id} title={idea.title} />}
      </div>
    </main>
  );
}
