'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@/components/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGE_MAX_LENGTH, messageBodySchema } from '@/lib/validation/messages';
import { messagesApi } from './api';

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = messageBodySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const conversation = await messagesApi.start(ideaId, parsed.data);
      router.push(`/messages/${conversation._id}`);
    } catch (failure) {
      setError(failureMessage(failure, 'Could not send the message. Please try again.'));
      setSending(false);
    }
  }

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
      <form noValidate onSubmit={(event) => void submit(event)} className="w-full space-y-4">
        <Field id="compose-message" label="Message" error={error}>
          <Textarea
            rows={5}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
