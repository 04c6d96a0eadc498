'use client';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/** An admin page that failed to load (the database did not answer…): say so, offer a retry. */
export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="space-y-4">
      <Notice tone="error">This admin page could not be loaded. Please try again.</Notice>
      <Button variant="secondary" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
