'use client';

import type { ActionResult } from '@/lib/actions/result';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGE_MAX_LENGTH } from '@/lib/validation/messages';
import { useDraft } from './use-draft';

/** The counter shows from here on. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 500;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * Writing in a thread: Enter sends, Shift+Enter starts a new line. The text stays when sending
 * fails, with the server's reason (too fast, blocked…) under it.
 */
export function Composer({ onSend }: { onSend: (body: string) => Promise<ActionResult<unknown>> }) {
  const draft = useDraft(onSend);
  const input = useRef<HTMLTextAreaElement>(null);

  function send() {
    void draft.submit().finally(() => input.current?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (draft.text.trim()) send();
  }

  const length = draft.text.length;
  const counter = length >= COUNT_FROM && (
    <span
      className={length > MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : undefined}
      data-testid="message-counter"
    >
      {count(length)} / {count(MESSAGE_MAX_LENGTH)}
    </span>
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="border-t border-slate-200 p-3"
    >
      <Field
        id="message-input"
        label={<span className="sr-only">Message</span>}
        error={draft.error}
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
            value={draft.text}
            placeholder="Write a message…"
            onChange={(event) => draft.setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-11 resize-y"
          />
          <Button type="submit" disabled={draft.sending} aria-busy={draft.sending || undefined}>
            Send
          </Button>
        </div>
      </Field>
    </form>
  );
}
