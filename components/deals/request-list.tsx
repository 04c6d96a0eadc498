'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onServerEvent } from '@/components/presence/presence-client';
import type { AccessRequestDTO } from '@/lib/validation/access';
import type { DealRole } from './deals-query';
import { RequestCard } from './request-card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ViewSummaryDTO } from '@/lib/validation/idea-views';

interface AccessEvent {
  requestId?: string;
  status?: AccessRequestDTO['status'];
}

/**
 * The requests of the view, as the server rendered them. A decision made here replaces its request
 * with the one the action answers; the events stream patches the status of a listed request, and
 * only a request the page does not know yet (a new one) asks the server for the view again.
 */
export function RequestList({
  requests,
  role,
  maxReason,
  empty,
  views = {},
}: {
  requests: AccessRequestDTO[];
  role: DealRole;
  maxReason: number;
  /** What the view says when it lists nothing. */
  empty: string;
  /** Request id → its requester's reads of the idea (null: none yet), for approved incoming requests. */
  views?: Readonly<Record<string, ViewSummaryDTO | null>>;
}) {
  const router = useRouter();
  const [rendered, setRendered] = useState(requests);
  const [changed, setChanged] = useState<ReadonlyMap<string, AccessRequestDTO>>(new Map());
  // A new render from the server is the truth again.
  if (rendered !== requests) {
    setRendered(requests);
    setChanged(new Map());
  }
  const shown = requests.map((request) => changed.get(request._id) ?? request);
  // The listener reads the latest render without subscribing again.
  const latest = useRef(requests);
  useEffect(() => {
    latest.current = requests;
  }, [requests]);

  const replace = useCallback(
    (request: AccessRequestDTO) => setChanged((previous) => new Map(previous).set(request._id, request)),
    [],
  );

  useEffect(
    () =>
      onServerEvent('access', (data) => {
        const { requestId, status } = (data ?? {}) as AccessEvent;
        const listed = latest.current.find((request) => request._id === requestId);
        if (!listed || !status) {
          router.refresh();
          return;
        }
        setChanged((previous) => {
          const base = previous.get(listed._id) ?? listed;
          return base.status === status ? previous : new Map(previous).set(base._id, { ...base, status });
        });
      }),
    [router],
  );

  if (shown.length === 0) {
    return (
      <EmptyState data-testid="deals-empty">
        <p>{empty}</p>
      </EmptyState>
    );
  }

  return (
    <ul className="space-y-3" data-testid="deals-list">
      {shown.map((request) => (
        <li key={request._id}>
          <RequestCard
            request={request}
            role={role}
            maxReason={maxReason}
            onChanged={replace}
            views={
              request._id in views || request.status === 'approved' ? (views[request._id] ?? null) : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
}
