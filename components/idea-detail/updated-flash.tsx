'use client';

import { useSearchParams } from 'next/navigation';
import { DropQueryFlag } from '@/components/ui/drop-query-flag';
import { Notice } from '@/components/ui/notice';

/** 'Idea updated successfully!' after an edit (`?flash=updated`); read in the browser, so the page stays cacheable. */
export function UpdatedFlash() {
  const flash = useSearchParams().get('flash');
  if (flash !== 'updated') return null;
  return (
    <>
      <DropQueryFlag name="flash" />
      <Notice tone="success" testId="flash" className="mt-4">
        Idea updated successfully!
      </Notice>
    </>
  );
}
