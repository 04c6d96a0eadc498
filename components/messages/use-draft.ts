'use client';

import '@/lib/validation/browser-parsing';
import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { messageBodySchema } from '@/lib/validation/messages';

const SEND_FAILED = 'Could not send the message. Please try again.';

/**
 * A message being written: checked with the API's own rule before it is sent, cleared once
 * delivered, kept with the server's reason when it is refused (or the network's when it fails).
 */
export function useDraft(deliver: (body: string) => Promise<ActionResult<unknown>>) {
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
    const result = await deliver(parsed.data).catch(() => ({ ok: false, message: SEND_FAILED }) as const);
    setSending(false);
    if (!result.ok) {
      setError(result.message);
      return false;
    }
    setText('');
    return true;
  }

  return { text, setText, error, sending, submit };
}
