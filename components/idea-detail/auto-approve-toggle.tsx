'use client';

import { useEffect, useState } from 'react';
import { ideaNdaAction, setAutoApproveAction } from '@/components/deals/deal-actions';
import { Checkbox } from '@/components/ui/checkbox';

/** The creator's choice to grant access at once to whoever signs the idea's NDA. */
export function AutoApproveToggle({ ideaId }: { ideaId: string }) {
  const [value, setValue] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let active = true;
    ideaNdaAction(ideaId)
      .catch(() => null)
      .then((result) => {
        if (!active) return;
        if (result?.ok) setValue(result.data.autoApprove ?? false);
        else setMessage('Could not load the NDA settings');
      });
    return () => {
      active = false;
    };
  }, [ideaId]);

  async function change(next: boolean) {
    setSaving(true);
    setMessage('');
    // Shown at once; put back if the server refuses.
    setValue(next);
    const result = await setAutoApproveAction(ideaId, next).catch(
      () => ({ ok: false, message: 'Could not save the setting' }) as const,
    );
    setSaving(false);
    if (!result.ok) {
      setValue(!next);
      setMessage(result.message);
      return;
    }
    setValue(result.data.autoApprove ?? next);
    setMessage(next ? 'Requests are now approved automatically' : 'You now approve each request');
  }

  return (
    <div className="space-y-1" data-testid="auto-approve">
      <Checkbox
        label="Approve access requests automatically"
        checked={value ?? false}
        disabled={value === null || saving}
        onChange={(event) => void change(event.target.checked)}
      />
      <p role="status" aria-live="polite" className="text-xs text-slate-600 empty:hidden">
        {message}
      </p>
    </div>
  );
}
