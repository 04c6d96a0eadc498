'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';

interface SignOutButtonProps {
  className?: string;
  label?: string;
}

/** Ends the session and goes home. */
export function SignOutButton({ className, label = 'Logout' }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={className}
      onClick={async () => {
        setBusy(true);
        await signOut({ callbackUrl: '/' });
      }}
    >
      {label}
    </button>
  );
}
