'use client';

import { useCallback, useEffect, useState } from 'react';
import { onServerEvent } from '@/components/presence/presence-client';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import type { AccessRequestDTO } from '@/lib/validation/access';
import { ApiFailure } from '@/components/api-client';
import { dealsApi } from './api';
import { RequestCard } from './request-card';

type Role = 'incoming' | 'outgoing';
const STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
type Status = (typeof STATUSES)[number];

const ROLE_LABELS: Record<Role, string> = { incoming: 'Incoming', outgoing: 'Outgoing' };

const EMPTY: Record<Role, string> = {
  incoming: 'Nobody has asked for access to your ideas yet.',
  outgoing: 'You have not asked for access to any idea yet.',
};

const toggleClass = (pressed: boolean) =>
  [
    'focus-visible:outline-brand-600 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
    pressed
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  ].join(' ');

/**
 * The viewer's access requests: incoming (to their ideas) or outgoing (their own), optionally of
 * one status. Refreshed whenever a request of theirs changes (the events stream).
 */
export function DealsBoard() {
  const [role, setRole] = useState<Role>('incoming');
  const [status, setStatus] = useState<Status | null>(null);
  const [requests, setRequests] = useState<AccessRequestDTO[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => onServerEvent('access', refresh), [refresh]);

  useEffect(() => {
    let active = true;
    dealsApi
      .list(role, status ?? undefined)
      .then((list) => {
        if (!active) return;
        setRequests(list);
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (active) setFailure(error instanceof ApiFailure ? error.message : 'Could not load the requests');
      });
    return () => {
      active = false;
    };
  }, [role, status, version]);

  function chooseRole(next: Role) {
    if (next === role) return;
    setRequests(null);
    setRole(next);
  }

  function chooseStatus(next: Status | null) {
    if (next === status) return;
    setRequests(null);
    setStatus(next);
  }

  return (
    <div className="mt-6 space-y-4">
      <div role="group" aria-label="Requests" className="flex flex-wrap gap-2">
        {(['incoming', 'outgoing'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={role === value}
            className={toggleClass(role === value)}
            onClick={() => chooseRole(value)}
          >
            {ROLE_LABELS[value]}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={status === null}
          className={toggleClass(status === null)}
          onClick={() => chooseStatus(null)}
        >
          All
        </button>
        {STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            className={toggleClass(status === value)}
            onClick={() => chooseStatus(value)}
          >
            {value[0]!.toUpperCase() + value.slice(1)}
          </button>
        ))}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      {requests === null && !failure ? (
        <div aria-busy="true" aria-label="Loading requests" className="space-y-3" data-testid="deals-loading">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : requests && requests.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600"
          data-testid="deals-empty"
        >
          {status ? `No ${status} requests here.` : EMPTY[role]}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="deals-list">
          {requests?.map((request) => (
            <li key={request._id}>
              <RequestCard request={request} role={role} onChanged={refresh} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
