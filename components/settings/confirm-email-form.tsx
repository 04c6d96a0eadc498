'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { confirmEmailChangeAction } from './settings-actions';

/**
 * One click uses the link: opening it alone changes nothing, so a mail scanner that follows
 * links cannot use it up. Success leads to the page's done state.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {error ? (
        <Notice tone="error" testId="confirm-email-result">
          {error}
        </Notice>
      ) : null}
      <Button
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const reply = await confirmEmailChangeAction(token);
            // Success redirects; only a refusal comes back.
            if (!reply.ok) setError(reply.message);
          })
        }
      >
        {pending ? 'Confirming…' : 'Confirm my new email'}
      </Button>
    </div>
  );
}
