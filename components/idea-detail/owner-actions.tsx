'use client';

import Link from 'next/link';
import { DeleteIdeaButton } from '@/components/ideas/delete-idea-button';
import { SavedByCount } from '@/components/saved/saved-by-count';
import { buttonClass } from '@/components/ui/button-styles';
import { ArchiveIdeaButton } from './archive-idea-button';

export interface OwnerActionsProps {
  id: string;
  title: string;
  /** Its creator archived it: no Archive button (its 'Archived' notice offers Relist). */
  archived?: boolean;
  /** Told after Archive (the page itself comes back with the action's reply). */
  onArchived?: () => void;
}

/**
 * Edit, Delete and Archive, and links to its receipts, statistics and data room, for the idea's
 * creator only (the API checks again).
 */
export function OwnerActions({ id, title, archived = false, onArchived }: OwnerActionsProps) {
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="owner-actions">
      <Link href={`/ideas/${id}/edit`} className={buttonClass('secondary')}>
        Edit
      </Link>
      <DeleteIdeaButton id={id} title={title} />
      {!archived && <ArchiveIdeaButton id={id} title={title} onArchived={onArchived} />}
      <SavedByCount id={id} />
      <Link
        href={`/ideas/${id}/receipts`}
        className="text-brand-700 col-span-2 text-center text-sm underline"
      >
        Authorship receipts
      </Link>
      <Link
        href={`/ideas/${id}/stats`}
        className="text-brand-700 col-span-2 text-center text-sm underline"
        data-testid="idea-stats-link"
      >
        Statistics
      </Link>
      <Link
        href={`/ideas/${id}/documents`}
        className="text-brand-700 col-span-2 text-center text-sm underline"
        data-testid="data-room-link"
      >
        Data room
      </Link>
    </div>
  );
}
