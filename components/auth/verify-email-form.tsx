'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { verifyEmailAction } from './verification-actions';

/**
 * One click uses the link: opening it alone changes nothing, so a mail scanner that follows
 * links cannot use it up.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  if (result?.ok)
    return (
      <div className="space-y-4">
        <Notice tone="success" testId="verify-email-result">
          {result.message}
        </Notice>
        <Link href="/profile" className="text-brand-700 font-semibold hover:underline">
          Go to your profile
        </Link>
      </div>
    );

  return (
    <div className="space-y-4">
      {result ? (
        <Notice tone="error" testId="verify-email-result">
          {result.message}
        </Notice>
      ) : null}
      <Button
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const reply = await verifyEmailAction(token);
            setResult(reply.ok ? { ok: true, message: reply.data } : { ok: false, message: reply.message });
          })
        }
      >
        {pending ? 'Verifying…' : 'Verify my email'}
      </Button>
    </div>
  );
}
