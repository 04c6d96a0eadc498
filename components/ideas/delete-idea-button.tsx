'use client';

import { useRouter } from 'next/navigation';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { deleteIdeaAction } from './idea-actions';

export function DeleteIdeaButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const remove = async () => {
    try {
      const result = await deleteIdeaAction(id);
      if (!result.ok) return result.message;
    } catch {
      return 'Failed to delete idea';
    }
    router.push('/ideas?flash=deleted');
    router.refresh();
    return null;
  };
  return (
    <ConfirmDeleteButton
      trigger="Delete"
      title="Delete Idea"
      description={
        <>
          <p className="break-words">Are you sure you want to delete &quot;{title}&quot;?</p>
          <p>This action cannot be undone.</p>
        </>
      }
      onConfirm={remove}
    />
  );
}
