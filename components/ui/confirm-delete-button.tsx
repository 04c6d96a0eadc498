'use client';

import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDeleteButtonProps {
  /** The trigger's content ('Delete', with the item's name for screen readers). */
  trigger: ReactNode;
  /** The dialog's title; the confirming button says it too. */
  title: string;
  /** What is deleted and what follows, above an error. */
  description: ReactNode;
  /** Deletes; answers the message to show when it failed, or null once done (the dialog closes). */
  onConfirm: () => Promise<string | null>;
}

/** Delete behind a confirmation dialog, with the failure shown in the dialog and nothing lost. */
export function ConfirmDeleteButton({ trigger, title, description, onConfirm }: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    const failure = await onConfirm();
    setDeleting(false);
    if (failure) setError(failure);
    else setOpen(false);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !deleting && setOpen(next)}
        title={title}
        description={
          <>
            {description}
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
        <Button variant="danger" onClick={() => void confirm()} disabled={deleting}>
          {deleting ? 'Deleting...' : title}
        </Button>
      </Dialog>
    </>
  );
}
