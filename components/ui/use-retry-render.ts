'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/** An error boundary's Try Again: renders the segment again on the server, then resets the boundary. */
export function useRetryRender(reset: () => void): () => void {
  const router = useRouter();
  return () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
}
