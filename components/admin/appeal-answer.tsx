'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { APPEAL_REPLY_MAX } from '@/lib/validation/appeals';
import { answerAppealAction } from './appeal-actions';

export interface AppealAnswerProps {
  appealId: string;
  outcome: 'reverse' | 'uphold';
  /** The button's text: 'Restore idea', 'Approve idea', 'Keep the decision'. */
  label: string;
  description: string;
}

/** One answer to a review request, behind a dialog asking for the reply the member will read. */
export function AppealAnswer({ appealId, outcome, label, description }: AppealAnswerProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const fieldId = `appeal-reply-${outcome}-${appealId}`;

  const confirm = () =>
    startTransition(async () => {
      setFailure(null);
      const result = await answerAppealAction({ appealId, outcome, reply: reply.trim() });
      if (!result.ok) return setFailure(result.errors?.reply ?? result.message);
      setOpen(false);
      setReply('');
      router.refresh();
    });

  return (
    <>
      <Button
        variant={outcome === 'reverse' ? 'primary' : 'secondary'}
        className="text-sm"
        onClick={() => setOpen(true)}
      >
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
          className="flex w-full flex-col gap-4 py-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field id={fieldId} label="Reply to the member" required>
            <Textarea
              rows={3}
              required
              value={reply}
              maxLength={APPEAL_REPLY_MAX}
              onChange={(event) => setReply(event.target.value)}
            />
          </Field>
          {failure && <Notice tone="error">{failure}</Notice>}
          <div className="flex flex-wrap justify-end gap-3 pb-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {label}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
