'use client';

import { useEffect, useState } from 'react';
import { call } from '@/components/api-client';
import { TrustList } from '@/components/profile/trust-list';
import type { TrustSignalsView } from '@/components/profile/trust-texts';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The creator's trust signals on the idea page, asked by the browser so the cached public page
 * stays the same for everyone and the numbers stay fresh. Says nothing when they cannot be read.
 */
export function CreatorTrust({ creatorId }: { creatorId: string }) {
  const [trust, setTrust] = useState<TrustSignalsView | null | 'failed'>(null);

  useEffect(() => {
    const controller = new AbortController();
    call<{ trust: TrustSignalsView }>(`/api/users/${encodeURIComponent(creatorId)}/trust`, {
      signal: controller.signal,
    }).then(
      (reply) => setTrust(reply.trust),
      () => {
        if (!controller.signal.aborted) setTrust('failed');
      },
    );
    return () => controller.abort();
  }, [creatorId]);

  if (trust === 'failed') return null;
  if (!trust) return <Skeleton className="mt-3 h-10 w-full" />;
  return <TrustList trust={trust} className="mt-3 space-y-1" />;
}
