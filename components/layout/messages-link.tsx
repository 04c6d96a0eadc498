'use client';

import { useEffect, useState } from 'react';
import { messagesApi } from '@/components/messages/api';
import { onMessageEvent, onReadEvent, onStreamRestored } from '@/components/messages/live';
import { MessagesLinkView } from './header-triggers';

/**
 * The header's way to /messages with the number of unread messages: read once on mount, then
 * kept live by the events stream (every `message` and the reader's own `conversation-read`
 * carry the new total).
 */
export function MessagesLink() {
  const [unread, setUnread] = useState(0);

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

  return <MessagesLinkView unread={unread} />;
}
