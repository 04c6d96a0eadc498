'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useEffect, useState, useTransition } from 'react';
import { onServerEvent } from '@/components/presence/presence-client';
import { Button } from '@/components/ui/button';
import { LocalDate } from '@/components/ui/local-date';
import { Notice } from '@/components/ui/notice';
import type { NotificationReply } from '@/lib/validation/notifications';
import { listNotificationsAction, markReadAction } from './notification-actions';
import { announceUnread } from './unread-events';
import { EmptyState } from '@/components/ui/empty-state';

/** The newest page in front of what is shown, each notification once (a collapsed one moves up). */
function mergeNewest(newest: NotificationReply[], shown: NotificationReply[]): NotificationReply[] {
  const ids = new Set(newest.map((n) => n._id));
  return [...newest, ...shown.filter((n) => !ids.has(n._id))];
}

/**
 * The /notifications list: newest first, unread ones marked; opening one marks it read. New ones
 * appear as they happen (the events stream's `notifications` event); older ones load on demand.
 */
export function NotificationList({
  initial,
  initialUnread,
  initialCursor,
}: {
  initial: NotificationReply[];
  initialUnread: number;
  initialCursor: string | null;
}) {
  const [items, setItems] = useState(initial);
  const [unread, setUnread] = useState(initialUnread);
  const [cursor, setCursor] = useState(initialCursor);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [loadingOlder, startLoadingOlder] = useTransition();

  useEffect(
    () =>
      onServerEvent('notifications', () => {
        void listNotificationsAction().then((result) => {
          if (!result.ok) return;
          setItems((shown) => mergeNewest(result.data.notifications, shown));
          setUnread(result.data.unread);
        });
      }),
    [],
  );

  function loadOlder() {
    if (!cursor) return;
    setError(null);
    startLoadingOlder(async () => {
      const result = await listNotificationsAction(cursor);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setItems((shown) => mergeNewest(shown, result.data.notifications));
      setCursor(result.data.nextCursor);
    });
  }

  function markAll() {
    setError(null);
    startTransition(async () => {
      const result = await markReadAction({ all: true });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setItems((list) => list.map((item) => ({ ...item, read: true })));
      setUnread(result.data.unread);
      announceUnread(result.data.unread);
    });
  }

  function open(item: NotificationReply) {
    if (item.read) return;
    setItems((list) => list.map((n) => (n._id === item._id ? { ...n, read: true } : n)));
    const next = Math.max(0, unread - 1);
    setUnread(next);
    announceUnread(next);
    void markReadAction({ ids: [item._id] }).catch(() => {});
  }

  if (items.length === 0)
    return (
      <EmptyState>
        <p>No notifications yet</p>
      </EmptyState>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="unread-summary">
          {unread === 0 ? 'All read' : `${unread} unread`}
        </p>
        <Button variant="secondary" onClick={markAll} disabled={pending || unread === 0}>
          Mark all as read
        </Button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <li key={item._id} data-testid="notification-item" data-read={item.read}>
            <Link
              href={item.link}
              onClick={() => open(item)}
              className={clsx(
                'focus-visible:outline-brand-600 flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2',
                !item.read && 'bg-brand-50',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'mt-2 size-2 shrink-0 rounded-full',
                  item.read ? 'bg-transparent' : 'bg-brand-600',
                )}
              />
              <span className="min-w-0 flex-1">
                <span className={clsx('block text-slate-900', !item.read && 'font-semibold')}>
                  {!item.read && <span className="sr-only">Unread: </span>}
                  {item.text}
                </span>
                <LocalDate iso={item.createdAt} className="text-sm text-slate-600" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {cursor && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Show older notifications'}
          </Button>
        </div>
      )}
    </div>
  );
}
