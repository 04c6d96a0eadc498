'use client';

import { useState, useTransition } from 'react';
import { resendVerificationAction } from '@/components/auth/verification-actions';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** On one's own unverified profile: why verifying matters and a button that sends a fresh link. */
export function VerificationNotice() {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <section
      aria-labelledby="verify-email-heading"
      data-testid="verification-notice"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="space-y-1">
        <h2 id="verify-email-heading" className="font-semibold text-amber-950">
          Your email address is not verified yet
        </h2>
        <p className="text-sm text-amber-900">
          Verified members get a &lsquo;Verified&rsquo; badge on their profile and ideas. Open the link we
          emailed you, or ask for a new one.
        </p>
        {result ? (
          <Notice tone={result.ok ? 'success' : 'error'} className="mt-2" testId="verification-notice-result">
            {result.message}
          </Notice>
        ) : null}
      </div>
      <Button
        variant="secondary"
        className="mt-3 shrink-0 sm:mt-0"
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const reply = await resendVerificationAction();
            setResult(reply.ok ? { ok: true, message: reply.data } : { ok: false, message: reply.message });
          })
        }
      >
        {pending ? 'Sending…' : 'Send verification email'}
      </Button>
    </section>
  );
}
