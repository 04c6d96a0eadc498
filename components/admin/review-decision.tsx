'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { REJECT_REASON_MAX, REVIEW_MESSAGES } from '@/lib/validation/review';
import { approveIdeaAction, rejectIdeaAction } from './review-actions';

/** Approve, and Reject with a required reason (a dialog); the queue reloads after either. */
export function ReviewDecision({
  id,
  canApprove,
  canReject,
}: {
  id: string;
  canApprove: boolean;
  canReject: boolean;
}) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const approve = () =>
    startTransition(async () => {
      const result = await approveIdeaAction(id);
      if (result.ok) router.refresh();
      else setFailure(result.message);
    });
  const reject = () => {
    if (!reason.trim()) return setError(REVIEW_MESSAGES.reasonRequired);
    startTransition(async () => {
      const result = await rejectIdeaAction(id, reason);
      if (result.ok) {
        setOpen(false);
        router.refresh();
      } else setError(result.errors?.reason ?? result.message);
    });
  };
  const fieldId = `reject-reason-${id}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {canApprove && (
          <Button onClick={approve} disabled={busy} aria-describedby={`idea-${id}-title`}>
            Approve
          </Button>
        )}
        {canReject && (
          <Button
            variant="danger"
            onClick={() => setOpen(true)}
            disabled={busy}
            aria-describedby={`idea-${id}-title`}
          >
            Reject
          </Button>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-red-700 empty:hidden">
        {failure}
      </p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Reject this idea"
        description={<p>Its creator sees the reason and may edit the idea to send it back for review.</p>}
        variant="sheet"
      >
        <form
          className="flex flex-col gap-4 pb-5"
          onSubmit={(event) => {
            event.preventDefault();
            reject();
          }}
        >
          <Field id={fieldId} label="Reason" required error={error}>
            <Textarea
              rows={4}
              maxLength={REJECT_REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              Reject idea
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
