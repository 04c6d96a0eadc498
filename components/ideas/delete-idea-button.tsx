'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { deleteIdeaAction } from './idea-actions';

export function DeleteIdeaButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      const result = await deleteIdeaAction(id);
      if (!result.ok) {
        setError(result.message);
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
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
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
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={remove} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete Idea'}
        </Button>
      </Dialog>
    </>
  );
}
