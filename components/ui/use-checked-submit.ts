'use client';

import '@/lib/validation/browser-parsing';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiFailure } from '@/components/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';

/**
 * A small form that checks its input with the schema the API checks it with, then sends it: the
 * first message of each field, the API's own refusal (its field errors shown by their fields, its
 * message above the buttons) and whether it is sending. `handled` may take a refusal over (say, a
 * 409 that closes the dialog instead); it returns true when it did.
 */
export function useCheckedSubmit<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit<T>(
    schema: ZodType<T>,
    input: unknown,
    send: (data: T) => Promise<void>,
    handled?: (refusal: ApiFailure) => boolean,
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
    try {
      await send(parsed.data);
    } catch (error) {
      if (!(error instanceof ApiFailure)) setFailure(UNEXPECTED_FAILURE);
      else if (!handled?.(error)) {
        setErrors(error.errors as FieldErrors<K>);
        setFailure(error.message);
      }
    } finally {
      setSending(false);
    }
  }

  return { errors, failure, sending, submit };
}
