'use client';

import { useEffect } from 'react';
import { onMessageEvent, onReadEvent, onStreamRestored } from '@/components/messages/live';
import { MessagesLinkView } from './header-triggers';
import { useHeaderCount } from './use-header-count';
import { useViewer } from './viewer-provider';

/**
 * The header's way to /messages with the number of unread messages: the viewer's answer has it,
 * and the events stream keeps it live (every `message` and the reader's own `conversation-read`
 * carry the new total). After the stream dropped, the viewer is asked again, which brings the
 * bell's count back too.
 */
export function MessagesLink() {
  const [unread, setUnread] = useHeaderCount('messages');
  const { refresh } = useViewer();

  useEffect(() => {
    const stops = [
      onMessageEvent((event) => setUnread(event.totalUnread)),
      onReadEvent((event) => {
        if (typeof event.totalUnread === 'number') setUnread(event.totalUnread);
      }),
      onStreamRestored(() => void refresh()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [setUnread, refresh]);

  return <MessagesLinkView unread={unread} />;
}
