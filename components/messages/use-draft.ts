'use client';

import '@/lib/validation/browser-parsing';
import { useState } from 'react';
import { failureMessage } from '@/components/api-client';
import { messageBodySchema } from '@/lib/validation/messages';

/**
 * A message being written: checked with the API's own rule before it is sent, cleared once
 * delivered, kept with the reason when delivery fails.
 */
export function useDraft(deliver: (body: string) => Promise<void>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  /** Sends the text; resolves whether it was delivered. */
  async function submit(): Promise<boolean> {
    if (sending) return false;
    const parsed = messageBodySchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    setSending(true);
    setError(undefined);
    try {
      await deliver(parsed.data);
      setText('');
      return true;
    } catch (failure) {
      setError(failureMessage(failure, 'Could not send the message. Please try again.'));
      return false;
    } finally {
      setSending(false);
    }
  }

  return { text, setText, error, sending, submit };
}
