'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { replyMessage } from './api-client';

export function DeleteIdeaButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      const reply = await fetch(`/api/ideas/${id}`, { method: 'DELETE', credentials: 'same-origin' });
      if (!reply.ok) {
        setError((await replyMessage(reply, 'Failed to delete idea')).message);
        setDeleting(false);
        return;
      }
      router.push('/ideas?flash=deleted');
      router.refresh();
    } catch {
      setError('Failed to delete idea');
      setDeleting(false);
    }
  };

  return (
    <>
      <button type="button" className={buttonClass('danger')} onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => !deleting && setOpen(next)}
        title="Delete Idea"
        description={
          <>
            <p className="break-words">Are you sure you want to delete &quot;{title}&quot;?</p>
            <p>This action cannot be undone.</p>
            {error && (
              <p
                role="status"
                data-testid="delete-error"
                className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800"
              >
                {error}
              </p>
            )}
          </>
        }
      >
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setOpen(false)}
          disabled={deleting}
        >
          Cancel
        </button>
        <button type="button" className={buttonClass('danger')} onClick={remove} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete Idea'}
        </button>
      </Dialog>
    </>
  );
}
