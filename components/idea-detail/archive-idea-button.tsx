'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { archiveIdeaAction } from './lifecycle-actions';

/** Archive (withdraw) the idea, after a confirmation; its page then shows it to its creator only. */
export function ArchiveIdeaButton({
  id,
  title,
  onArchived,
}: {
  id: string;
  title: string;
  onArchived?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const archive = async () => {
    setArchiving(true);
    setError(null);
    try {
      const result = await archiveIdeaAction(id);
      if (!result.ok) {
        setError(result.message);
        setArchiving(false);
        return;
      }
      setOpen(false);
      setArchiving(false);
      // The action's reply carries the page as it is now (the change expired its cache); a refresh
      // on top could be answered from the route's earlier render.
      onArchived?.();
    } catch {
      setError('Failed to archive the idea');
      setArchiving(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="col-span-2" onClick={() => setOpen(true)}>
        Archive
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !archiving && setOpen(next)}
        title="Archive Idea"
        description={
          <>
            <p className="break-words">Withdraw &quot;{title}&quot; from the marketplace?</p>
            <p>
              Nobody else will find it, and its page will say it is no longer listed. Your conversations and
              the access you granted stay as they are. You can relist it at any time.
            </p>
            {error && (
              <p
                role="status"
                data-testid="archive-error"
                className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800"
              >
                {error}
              </p>
            )}
          </>
        }
      >
        <Button variant="secondary" onClick={() => setOpen(false)} disabled={archiving}>
          Cancel
        </Button>
        <Button onClick={archive} disabled={archiving}>
          {archiving ? 'Archiving...' : 'Archive Idea'}
        </Button>
      </Dialog>
    </>
  );
}
