'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { onServerEvent } from '@/components/presence/presence-client';
import { listNotificationsAction, markReadAction } from '@/components/notifications/notification-actions';
import { announceUnread, onUnreadChange } from '@/components/notifications/unread-events';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
  menuItemClass,
} from '@/components/ui/menu';
import type { LazyControlProps } from '@/components/ui/lazy-control';
import type { NotificationReply } from '@/lib/validation/notifications';
import { bellTrigger } from './header-triggers';
import { useHeaderCount } from './use-header-count';

/** How many of the newest notifications the bell's menu shows; the rest are on /notifications. */
const SHOWN = 8;

/**
 * The header's bell: the unread count (from the viewer's answer, then kept live by the events
 * stream) and a menu of the newest notifications, read when it opens, with 'Mark all as read' and
 * 'See all'.
 */
export function NotificationBell({ defaultOpen }: LazyControlProps) {
  const [unread, setUnread] = useHeaderCount('notifications');
  const [items, setItems] = useState<NotificationReply[] | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback(
    (result: Awaited<ReturnType<typeof listNotificationsAction>> | null) => {
      if (!result?.ok) {
        setFailed(true);
        return;
      }
      setFailed(false);
      setUnread(result.data.unread);
      setItems(result.data.notifications);
    },
    [setUnread],
  );
  const load = useCallback(
    () =>
      listNotificationsAction(undefined, SHOWN)
        .catch(() => null)
        .then(apply),
    [apply],
  );

  useEffect(() => {
    // The list is read again when the menu next opens.
    const stopServer = onServerEvent('notifications', (data) => {
      const count = (data as { unread?: unknown }).unread;
      if (typeof count === 'number') setUnread(count);
      setItems(null);
    });
    const stopLocal = onUnreadChange((count) => {
      setUnread(count);
      setItems(null);
    });
    return () => {
      stopServer();
      stopLocal();
    };
  }, [setUnread]);

  // Opened by a press before this code was in: read the list now.
  useEffect(() => {
    if (defaultOpen) void load();
  }, [defaultOpen, load]);

  async function markAllRead() {
    const result = await markReadAction({ all: true }).catch(() => null);
    if (!result?.ok) {
      setFailed(true);
      return;
    }
    setUnread(result.data.unread);
    setItems((list) => list?.map((item) => ({ ...item, read: true })) ?? null);
    announceUnread(result.data.unread);
  }

  function openOne(item: NotificationReply) {
    if (item.read) return;
    setUnread((count) => Math.max(0, count - 1));
    setItems((list) => list?.map((n) => (n._id === item._id ? { ...n, read: true } : n)) ?? null);
    void markReadAction({ ids: [item._id] }).catch(() => {});
  }

  return (
    // Not modal: the page stays in the accessibility tree (and scrollable) while the list is open.
    <Menu
      modal={false}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) void load();
      }}
    >
      <MenuTrigger {...bellTrigger(unread)} />
      <MenuContent className="w-80 max-w-[calc(100vw-1rem)]" aria-label="Notifications">
        <MenuLabel className="text-sm text-slate-800">Notifications</MenuLabel>
        <MenuSeparator />
        {items === null && !failed && (
          <p className="px-3 py-2 text-sm text-slate-600" role="status">
            Loading…
          </p>
        )}
        {failed && (
          <p className="px-3 py-2 text-sm text-red-800" role="status">
            Could not load your notifications.
          </p>
        )}
        {items?.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">No notifications yet</p>}
        {items?.map((item) => (
          <MenuItem key={item._id} asChild>
            <Link
              href={item.link}
              onClick={() => openOne(item)}
              className={`${menuItemClass} items-start ${item.read ? '' : 'font-semibold'}`}
              data-testid="bell-notification"
            >
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600'}`}
              />
              <span className="min-w-0 flex-1">
                {!item.read && <span className="sr-only">Unread: </span>}
                {item.text}
              </span>
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem
          disabled={unread === 0}
          onSelect={(event) => {
            event.preventDefault();
            void markAllRead();
          }}
        >
          Mark all as read
        </MenuItem>
        <MenuItem asChild>
          <Link href="/notifications" className={menuItemClass}>
            See all
          </Link>
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
