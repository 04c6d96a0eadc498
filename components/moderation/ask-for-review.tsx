'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { useCheckedSubmit } from '@/components/ui/use-checked-submit';
import { APPEAL_MESSAGE_MAX, appealInputSchema, type Appeal } from '@/lib/validation/appeals';
import { askForReviewAction, currentAppealAction } from './trust-actions';

type State = { loaded: false } | { loaded: true; appeal: Appeal | null };

/**
 * 'Ask for a review' of the decision keeping the creator's idea unlisted: one request per
 * decision, so once asked it says the review is pending, then what the admin answered.
 */
export function AskForReview({ ideaId }: { ideaId: string }) {
  const [state, setState] = useState<State>({ loaded: false });
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const { errors, failure, sending, submit } = useCheckedSubmit<'message'>();

  useEffect(() => {
    let current = true;
    currentAppealAction(ideaId)
      .then((result) => {
        if (current && result.ok) setState({ loaded: true, appeal: result.data });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [ideaId]);

  function send(event: FormEvent) {
    event.preventDefault();
    void submit(
      appealInputSchema,
      { message },
      async (input) => {
        const result = await askForReviewAction(ideaId, input);
        if (!result.ok) return result;
        setOpen(false);
        setState({ loaded: true, appeal: result.data });
        return result;
      },
      (refusal) => {
        // Asked before (another tab): the server's sentence is the outcome.
        if (!refusal.conflict) return false;
        setOpen(false);
        setRefused(refusal.message);
        return true;
      },
    );
  }

  if (!state.loaded) return null;
  const { appeal } = state;
  if (appeal?.status === 'open')
    return (
      <p className="mt-2 font-normal" data-testid="appeal-status">
        Review requested: an admin will look at the decision again and tell you the outcome.
      </p>
    );
  if (appeal)
    return (
      <p className="mt-2 font-normal break-words" data-testid="appeal-status">
        An admin answered your request for a review and kept the decision: {appeal.reply}
      </p>
    );
  return (
    <div className="mt-3">
      {refused ? (
        <p className="font-normal" data-testid="appeal-status">
          {refused}
        </p>
      ) : (
        <Button variant="secondary" className="text-sm" onClick={() => setOpen(true)}>
          Ask for a review
        </Button>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        variant="sheet"
        title="Ask for a review"
        description={<p>Tell the admins why the decision should be looked at again. You can ask once.</p>}
      >
        <form
          noValidate
          onSubmit={send}
          className="flex w-full flex-col gap-4 py-4"
          data-testid="appeal-form"
        >
          <Field id="appeal-message" label="Your message" required error={errors.message}>
            <Textarea
              rows={4}
              value={message}
              maxLength={APPEAL_MESSAGE_MAX}
              onChange={(event) => setMessage(event.target.value)}
            />
          </Field>
          {failure && <Notice tone="error">{failure}</Notice>}
          <div className="flex flex-wrap justify-end gap-3 pb-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending} aria-busy={sending}>
              Send request
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
