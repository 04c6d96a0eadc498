'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { unsubscribeAction } from './unsubscribe-actions';

/** Opening the page changes nothing (link scanners open links); the button turns the mail off. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  if (result?.ok)
    return (
      <Notice tone="success" testId="unsubscribe-result">
        {result.message}
      </Notice>
    );
  return (
    <div className="space-y-4">
      {result ? (
        <Notice tone="error" testId="unsubscribe-result">
          {result.message}
        </Notice>
      ) : null}
      <Button
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const reply = await unsubscribeAction(token);
            setResult(reply.ok ? { ok: true, message: reply.data } : { ok: false, message: reply.message });
          })
        }
      >
        {pending ? 'Saving…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
