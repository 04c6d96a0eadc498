'use client';

import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface BlockControlProps {
  name: string;
  blocked: boolean;
  /** Resolves with the server's answer (a refusal's sentence is shown). */
  onChange: (blocked: boolean) => Promise<ActionResult>;
}

/** Block (after a confirmation) or unblock the other side of a thread. */
export function BlockControl({ name, blocked, onChange }: BlockControlProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function change(next: boolean) {
    setBusy(true);
    setFailure(null);
    const failed = next ? 'Could not block this member' : 'Could not unblock this member';
    const result = await onChange(next).catch(() => ({ ok: false, message: failed }) as const);
    setBusy(false);
    if (result.ok) setConfirming(false);
    else setFailure(result.message);
  }

  return (
    <div className="flex flex-col items-end gap-1">
      {blocked ? (
        <Button variant="secondary" disabled={busy} onClick={() => void change(false)}>
          Unblock user
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
          Block user
        </Button>
      )}
      {failure && !confirming && (
        <p className="text-xs text-red-700" role="status">
          {failure}
        </p>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Block ${name}?`}
        description={
          <>
            <p>Neither of you will be able to send messages to the other while the block stands.</p>
            <p>The conversation stays readable, and you can unblock them at any time.</p>
            {failure && <p className="font-medium text-red-700">{failure}</p>}
          </>
        }
      >
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void change(true)}>
          Block
        </Button>
      </Dialog>
    </div>
  );
}
