'use client';

import Link from 'next/link';
import { DeleteIdeaButton } from '@/components/ideas/delete-idea-button';
import { SavedByCount } from '@/components/saved/saved-by-count';
import { buttonClass } from '@/components/ui/button-styles';

/** Edit and Delete, for the idea's creator only (the API checks again). */
export function OwnerActions({ id, title }: { id: string; title: string }) {
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="owner-actions">
      <Link href={`/ideas/${id}/edit`} className={buttonClass('secondary')}>
        Edit
      </Link>
      <DeleteIdeaButton id={id} title={title} />
      <SavedByCount id={id} />
      <Link
        href={`/ideas/${id}/receipts`}
        className="text-brand-700 col-span-2 text-center text-sm underline"
      >
        Authorship receipts
      </Link>
    </div>
  );
}
