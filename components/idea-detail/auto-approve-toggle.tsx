'use client';

import { useEffect, useState } from 'react';
import { ApiFailure } from '@/components/api-client';
import { dealsApi } from '@/components/deals/api';
import { Checkbox } from '@/components/ui/checkbox';

/** The creator's choice to grant access at once to whoever signs the idea's NDA. */
export function AutoApproveToggle({ ideaId }: { ideaId: string }) {
  const [value, setValue] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let active = true;
    dealsApi
      .nda(ideaId)
      .then((body) => active && setValue(body.autoApprove ?? false))
      .catch(() => active && setMessage('Could not load the NDA settings'));
    return () => {
      active = false;
    };
  }, [ideaId]);

  async function change(next: boolean) {
    setSaving(true);
    setMessage('');
    // Shown at once; put back if the server refuses.
    setValue(next);
    try {
      const body = await dealsApi.setAutoApprove(ideaId, next);
      setValue(body.autoApprove ?? next);
      setMessage(next ? 'Requests are now approved automatically' : 'You now approve each request');
    } catch (error) {
      setValue(!next);
      setMessage(error instanceof ApiFailure ? error.message : 'Could not save the setting');
    } finally {
      setSaving(false);
    }
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
