'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { onServerEvent } from '@/components/presence/presence-client';
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

/** How many of the newest notifications the bell's menu shows; the rest are on /notifications. */
const SHOWN = 8;

interface ListReply {
  notifications: NotificationReply[];
  unread: number;
}

async function request(path: string, init?: RequestInit): Promise<ListReply | null> {
  try {
    const reply = await fetch(path, { cache: 'no-store', ...init });
    return reply.ok ? ((await reply.json()) as ListReply) : null;
  } catch {
    return null;
  }
}

/**
 * The header's bell: the unread count (read once on mount, then kept live by the events stream)
 * and a menu of the newest notifications with 'Mark all as read' and 'See all'.
 */
export function NotificationBell({ defaultOpen }: LazyControlProps) {
  const [unread, setUnread] = useState(0);
  const [items, setItems] = useState<NotificationReply[] | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback((data: ListReply | null) => {
    if (!data) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setUnread(data.unread);
    setItems(data.notifications.slice(0, SHOWN));
  }, []);
  const load = useCallback(() => request(`/api/notifications?limit=${SHOWN}`).then(apply), [apply]);

  useEffect(() => {
    void request(`/api/notifications?limit=${SHOWN}`).then(apply);
    const stopServer = onServerEvent('notifications', (data) => {
      const count = (data as { unread?: unknown }).unread;
      if (typeof count === 'number') setUnread(count);
      // The list is read again when the menu opens.
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
  }, [apply]);

  async function markAllRead() {
    const data = await request('/api/notifications/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    if (!data) {
      setFailed(true);
      return;
    }
    setUnread(data.unread);
    setItems(data.notifications.slice(0, SHOWN));
    announceUnread(data.unread);
  }

  function openOne(item: NotificationReply) {
    if (item.read) return;
    setUnread((count) => Math.max(0, count - 1));
    setItems((list) => list?.map((n) => (n._id === item._id ? { ...n, read: true } : n)) ?? null);
    void fetch('/api/notifications/read', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [item._id] }),
      keepalive: true,
    }).catch(() => {});
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
