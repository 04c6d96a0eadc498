'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGE_MAX_LENGTH } from '@/lib/validation/messages';
import { startConversationAction } from './message-actions';
import { useDraft } from './use-draft';

export interface ComposeDialogProps {
  ideaId: string;
  ideaTitle: string;
  creatorName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The first message to an idea's creator; sent, it opens the thread. */
export function ComposeDialog({ ideaId, ideaTitle, creatorName, open, onOpenChange }: ComposeDialogProps) {
  const router = useRouter();
  // Sent: the thread is opening, and nothing more is sent from here.
  const [opening, setOpening] = useState(false);
  const draft = useDraft(async (body) => {
    const result = await startConversationAction(ideaId, body);
    if (result.ok) {
      setOpening(true);
      router.push(`/messages/${result.data._id}`);
    }
    return result;
  });
  const busy = draft.sending || opening;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Message ${creatorName}`}
      description={
        <p>
          About <strong>{ideaTitle}</strong>. Your conversation is kept in Messages.
        </p>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void draft.submit();
        }}
        className="w-full space-y-4"
      >
        <Field id="compose-message" label="Message" error={draft.error}>
          <Textarea
            rows={5}
            value={draft.text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => draft.setText(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
