'use client';

import '@/lib/validation/browser-parsing';
import { useState } from 'react';
import type { ZodType } from 'zod';
import type { ActionResult } from '@/lib/actions/result';

/** What the server said when it refused: its sentence, the fields to correct, and whether it clashed with what exists (the API's 409). */
export interface Refusal {
  message: string;
  errors: Record<string, string>;
  conflict: boolean;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

/**
 * A small form that checks its input with the schema the API checks it with, then sends it: the
 * first message of each field, the server's own refusal (its field errors shown by their fields, its
 * message above the buttons) and whether it is sending. `handled` may take a refusal over (say, a
 * conflict that closes the dialog instead); it returns true when it did.
 */
export function useCheckedSubmit<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit<T>(
    schema: ZodType<T>,
    input: unknown,
    /** Sends through a server action and answers its result. */
    send: (data: T) => Promise<ActionResult<unknown>>,
    handled?: (refusal: Refusal) => boolean,
  ): Promise<void> {
    setFailure(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors<K> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as K] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    const refuse = (refusal: Refusal) => {
      if (handled?.(refusal)) return;
      setErrors(refusal.errors as FieldErrors<K>);
      setFailure(refusal.message);
    };
    try {
      const result = await send(parsed.data);
      if (!result.ok)
        refuse({ message: result.message, errors: result.errors ?? {}, conflict: result.conflict === true });
    } catch {
      setFailure(UNEXPECTED_FAILURE);
    } finally {
      setSending(false);
    }
  }

  return { errors, failure, sending, submit };
}
