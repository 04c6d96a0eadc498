'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { retryDeadJobsAction, retryJobAction } from './job-actions';

/** 'Retry' for one job (`jobId`) or 'Retry all' failed jobs; says the outcome politely. */
export function RetryButton({ jobId, label }: { jobId?: string; label: string }) {
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const router = useRouter();

  function retry() {
    startTransition(async () => {
      const result: ActionResult<{ message: string }> = jobId
        ? await retryJobAction(jobId)
        : await retryDeadJobsAction();
      setStatus(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.message });
      router.refresh();
    });
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant={jobId ? 'secondary' : 'primary'} disabled={pending} onClick={retry}>
        {pending ? 'Retrying…' : label}
      </Button>
      <span
        aria-live="polite"
        className={status?.ok === false ? 'text-sm text-red-700' : 'text-sm text-slate-700'}
      >
        {status?.text}
      </span>
    </span>
  );
}
