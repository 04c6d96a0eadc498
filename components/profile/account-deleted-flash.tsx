'use client';

import clsx from 'clsx';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import { DropQueryFlag } from '@/components/ui/drop-query-flag';
import { Notice } from '@/components/ui/notice';
import { ACCOUNT_DELETED_FLASH, ACCOUNT_DELETED_MESSAGE } from '@/lib/validation/account-texts';

/**
 * 'Your account was deleted' on the home page after a deletion (`?flash=account-deleted`). Read in
 * the browser, so the home page stays the same cached HTML for everyone; the notice stays after
 * the flag leaves the address.
 */
export function AccountDeletedFlash() {
  const flagged = useSearchParams().get('flash') === ACCOUNT_DELETED_FLASH;
  const [shown, setShown] = useState(flagged);
  if (flagged && !shown) setShown(true);
  if (!shown) return null;
  return (
    <div className={clsx(PAGE_WIDTH, 'pt-6')}>
      <DropQueryFlag name="flash" />
      <Notice tone="success" testId="flash">
        {ACCOUNT_DELETED_MESSAGE}. We sent a confirmation to your email address.
      </Notice>
    </div>
  );
}
