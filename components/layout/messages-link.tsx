'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { messagesApi } from '@/components/messages/api';
import { onMessageEvent, onReadEvent, onStreamRestored } from '@/components/messages/live';
import { HeaderIcon, headerIconClass } from './header-icon';
import { isCurrent } from './nav-items';

export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

/**
 * The header's way to /messages with the number of unread messages: read once on mount, then
 * kept live by the events stream (every `message` and the reader's own `conversation-read`
 * carry the new total).
 */
export function MessagesLink() {
  const [unread, setUnread] = useState(0);
  const current = isCurrent('/messages', usePathname() ?? '/');

  useEffect(() => {
    let active = true;
    const load = () =>
      messagesApi
        .list()
        .then((body) => active && setUnread(body.unread))
        .catch(() => undefined);
    void load();
    const stops = [
      onMessageEvent((event) => setUnread(event.totalUnread)),
      onReadEvent((event) => {
        if (typeof event.totalUnread === 'number') setUnread(event.totalUnread);
      }),
      onStreamRestored(() => void load()),
    ];
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, []);

  return (
    <Link
      href="/messages"
      aria-label={messagesLabel(unread)}
      aria-current={current ? 'page' : undefined}
      data-testid="messages-link"
      className={`${headerIconClass} aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800`}
    >
      <HeaderIcon unread={unread} testId="messages-count">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12Z" />
      </HeaderIcon>
    </Link>
  );
}
