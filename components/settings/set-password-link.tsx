'use client';

import { useState, useTransition } from 'react';
import { requestPasswordResetAction } from '@/components/auth/password-reset-actions';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/**
 * For an account that signs in only with Google: a password is set through the reset link, which
 * proves the mailbox (the same call and limits as 'Forgot password').
 */
export function SetPasswordLink({ email }: { email: string }) {
  const [pending, startTransition] = useTransition();
  const [reply, setReply] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <div className="space-y-3">
      {reply ? (
        <Notice tone={reply.ok ? 'success' : 'error'} testId="set-password-result">
          {reply.message}
        </Notice>
      ) : null}
      <Button
        variant="secondary"
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await requestPasswordResetAction({ email });
            setReply(
              result.ok
                ? {
                    ok: true,
                    message: `We sent a link to ${email} to set your password. It works for 1 hour.`,
                  }
                : { ok: false, message: result.message },
            );
          })
        }
      >
        {pending ? 'Sending...' : 'Set a password'}
      </Button>
    </div>
  );
}
