'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A newly created token: shown this once, with a copy button. */
export function NewTokenNotice({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-2 rounded-lg border border-green-300 bg-green-50 p-4" data-testid="new-token">
      <p className="text-sm font-semibold text-green-900">
        Copy your new token now: it will not be shown again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code
          data-testid="new-token-value"
          className="flex-1 rounded bg-white px-3 py-2 text-sm break-all text-slate-900"
        >
          {token}
        </code>
        <Button variant="secondary" onClick={copy} className="px-3">
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDismiss} className="px-3">
          Done
        </Button>
      </div>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Token copied to the clipboard' : ''}
      </span>
    </div>
  );
}
