'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { PAGE_WIDTH } from './page-width';
import { useSignedInViewer } from './viewer-provider';

/**
 * Asks a member who signed in with a password that breaks today's rules (shorter than 8
 * characters or too common, as imported accounts may have) to change it. It blocks nothing, and
 * goes away with the session that a new password opens.
 */
export function PasswordNotice() {
  const viewer = useSignedInViewer();
  const pathname = usePathname();
  if (!viewer?.passwordChangeAdvised) return null;
  return (
    <div className="border-b border-yellow-300 bg-yellow-100 text-yellow-900" data-testid="password-notice">
      <p className={clsx(PAGE_WIDTH, 'py-2 text-sm font-medium')}>
        Your password is too short or too common to keep your account safe.{' '}
        {pathname === '/settings' ? (
          <a href="#password" className="font-semibold underline">
            Choose a new one below.
          </a>
        ) : (
          <Link href="/settings#password" className="font-semibold underline">
            Change your password
          </Link>
        )}
      </p>
    </div>
  );
}
