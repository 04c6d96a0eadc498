'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { messagesApi } from '@/components/messages/api';
import { onMessageEvent, onReadEvent, onStreamRestored } from '@/components/messages/live';
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
      className="focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12Z" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
