'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { call, failureMessage } from '@/components/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface DeleteDocumentButtonProps {
  ideaId: string;
  documentId: string;
  name: string;
}

/** Delete, after a confirmation, for the idea's creator (the API checks again). */
export function DeleteDocumentButton({ ideaId, documentId, name }: DeleteDocumentButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await call(`/api/ideas/${encodeURIComponent(ideaId)}/documents/${encodeURIComponent(documentId)}`, {
        method: 'DELETE',
      });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(failureMessage(failure, 'Could not delete the document'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete<span className="sr-only"> {name}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !deleting && setOpen(next)}
        title="Delete document"
        description={
          <>
            <p className="break-words">Are you sure you want to delete &quot;{name}&quot;?</p>
            <p>Buyers will no longer be able to download it. This action cannot be undone.</p>
            {error && (
              <p role="status" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800">
                {error}
              </p>
            )}
          </>
        }
      >
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void remove()} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete document'}
        </Button>
      </Dialog>
    </>
  );
}
