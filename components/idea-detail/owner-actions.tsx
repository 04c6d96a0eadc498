'use client';

import Link from 'next/link';
import { DeleteIdeaButton } from '@/components/ideas/delete-idea-button';
import { useViewer } from '@/components/layout/viewer-provider';
import { buttonClass } from '@/components/ui/button-styles';

/** Edit and Delete, for the idea's creator only (the API checks again). */
export function OwnerActions({ id, title, creator }: { id: string; title: string; creator: string }) {
  const { viewer } = useViewer();
  if (viewer?.id !== creator) return null;
  return (
    <div className="flex gap-2" data-testid="owner-actions">
      <Link href={`/ideas/${id}/edit`} className={buttonClass('secondary')}>
        Edit
      </Link>
      <DeleteIdeaButton id={id} title={title} />
    </div>
  );
}
