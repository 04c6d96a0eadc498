'use client';

import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { failureMessage } from '@/components/api-client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGE_MAX_LENGTH, messageBodySchema } from '@/lib/validation/messages';

/** The counter shows from here on. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 500;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * Writing in a thread: Enter sends, Shift+Enter starts a new line. The text stays when sending
 * fails, with the server's reason (too fast, blocked…) under it.
 */
export function Composer({ onSend }: { onSend: (body: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const parsed = messageBodySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await onSend(parsed.data);
      setText('');
    } catch (failure) {
      setError(failureMessage(failure, 'Could not send the message. Please try again.'));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (text.trim()) void send();
  }

  const over = text.length > MESSAGE_MAX_LENGTH;
  const counter = text.length >= COUNT_FROM && (
    <span className={over ? 'font-semibold text-red-700' : undefined} data-testid="message-counter">
      {count(text.length)} / {count(MESSAGE_MAX_LENGTH)}
    </span>
  );
  return (
    <form noValidate onSubmit={(event) => void send(event)} className="border-t border-slate-200 p-3">
      <Field
        id="message-input"
        label={<span className="sr-only">Message</span>}
        error={error}
        hint={
          <span className="flex justify-between gap-3">
            <span>Enter sends, Shift+Enter starts a new line</span>
            {counter}
          </span>
        }
      >
        <div className="flex items-end gap-2">
          <Textarea
            ref={input}
            rows={2}
            value={text}
            placeholder="Write a message…"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-11 resize-y"
          />
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            Send
          </Button>
        </div>
      </Field>
    </form>
  );
}
