'use client';

import Link from 'next/link';
import { ArchivedNotice } from '@/components/idea-detail/archived-notice';
import { IdeaBody } from '@/components/idea-detail/idea-body';
import { IdeaHeading } from '@/components/idea-detail/idea-heading';
import { OwnerActions } from '@/components/idea-detail/owner-actions';
import { PhotoGallery } from '@/components/idea-detail/photo-gallery';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { ReviewNotice } from './review-notice';

export interface UnlistedIdeaViewProps {
  idea: IdeaDTO;
  /** Shown on an archived idea's page (an admin's view carries no `status`). */
  archived?: boolean;
  /** Told after its creator archived or relisted it here. */
  onListingChanged?: () => void;
}

/** An unlisted idea as its creator or an admin sees it, with why it is not listed. */
export function UnlistedIdeaView({
  idea,
  archived: archivedPage = false,
  onListingChanged,
}: UnlistedIdeaViewProps) {
  const owner = idea.access === 'owner';
  const archived = idea.status === 'archived' || archivedPage;
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6" data-testid="unlisted-idea">
      <Link
        href={owner ? '/ideas?filter=my-ideas' : '/admin/review'}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {owner ? '← Back to My Ideas' : '← Back to the review queue'}
      </Link>
      {archived && (
        <div className="mt-4">
          <ArchivedNotice id={idea._id} owner={owner} onRelisted={onListingChanged} />
        </div>
      )}
      {idea.review && (
        <div className="mt-4">
          <ReviewNotice id={idea._id} review={idea.review} owner={owner} />
        </div>
      )}
      <div className="mt-4">
        <IdeaHeading idea={idea} />
      </div>
      <p className="mt-4 text-2xl font-bold">{formatPrice(idea.desiredPrice)}</p>
      <div className="mt-6 flex flex-col gap-6">
        {idea.photos && idea.photos.length > 0 && <PhotoGallery photos={idea.photos} title={idea.title} />}
        {idea.ndaLocked ? null : <IdeaBody idea={idea} />}
        {owner && (
          <OwnerActions id={idea._id} title={idea.title} archived={archived} onArchived={onListingChanged} />
        )}
      </div>
    </main>
  );
}
