'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { MAX_MODERATION_REASON } from '@/lib/validation/moderation';
import { moderateAction, type ModerationInput } from './moderation-actions';

export interface ModerationButtonProps extends Omit<ModerationInput, 'reason'> {
  /** The button's text, e.g. 'Hide idea'. */
  label: string;
  /** What the confirm dialog says will happen. */
  description: string;
  variant?: ButtonVariant;
}

/** An admin action behind a confirm dialog with an optional reason; the page reloads after it. */
export function ModerationButton({
  label,
  description,
  variant = 'secondary',
  ...input
}: ModerationButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const fieldId = `reason-${input.kind}-${input.targetId}`;

  const confirm = () =>
    startTransition(async () => {
      setFailure(null);
      const result = await moderateAction({ ...input, reason: reason.trim() });
      if (!result.ok) return setFailure(result.message);
      setOpen(false);
      setReason('');
      router.refresh();
    });

  return (
    <>
      <Button variant={variant} className="text-sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        variant="sheet"
        title={`${label}?`}
        description={<p>{description}</p>}
      >
        <form
          className="mx-auto flex w-full max-w-xl flex-col gap-4 py-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field id={fieldId} label={input.kind === 'dismiss' ? 'Note (optional)' : 'Reason (optional)'}>
            <Textarea
              rows={3}
              value={reason}
              maxLength={MAX_MODERATION_REASON}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          {failure && <Notice tone="error">{failure}</Notice>}
          <div className="flex flex-wrap justify-end gap-3 pb-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={variant === 'danger' ? 'danger' : 'primary'}
              disabled={pending}
              aria-busy={pending}
            >
              {label}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
