'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { ActionResult } from '@/lib/actions/result';

/**
 * The button that uses a mailed link's token (verifying an address, confirming a new one). One
 * click uses the link: opening it alone changes nothing, so a mail scanner that follows links
 * cannot use it up. `submitToken` redirects on success; only a refusal comes back, shown here.
 */
export function EmailLinkForm({
  token,
  submitToken,
  label,
  pendingLabel,
  resultTestId,
}: {
  token: string;
  submitToken: (token: string) => Promise<ActionResult>;
  label: string;
  pendingLabel: string;
  resultTestId: string;
}) {
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {error ? (
        <Notice tone="error" testId={resultTestId}>
          {error}
        </Notice>
      ) : null}
      <Button
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const reply = await submitToken(token);
            if (!reply.ok) setError(reply.message);
          })
        }
      >
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
