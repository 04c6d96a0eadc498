'use client';

import { onServerEvent, presenceSnapshot, subscribePresence } from '@/components/presence/presence-client';
import type { MessageEvent } from '@/lib/validation/messages';

/** `conversation-read`: `readerId` read the thread up to `lastReadAt`; the reader's own tabs get the counts. */
export interface ReadEvent {
  conversationId: string;
  readerId: string;
  lastReadAt: string;
  unread?: number;
  totalUnread?: number;
}

/** Every `message` event of the page's events stream: a message stored in one of the viewer's threads. */
export const onMessageEvent = (listener: (event: MessageEvent) => void) =>
  onServerEvent('message', (data) => listener(data as MessageEvent));

/** `access`: a request on one of the viewer's ideas, or of theirs, changed (status: approved, revoked…). */
export interface AccessEvent {
  requestId: string;
  ideaId: string;
  status: string;
}

export const onAccessEvent = (listener: (event: AccessEvent) => void) =>
  onServerEvent('access', (data) => listener(data as AccessEvent));

export const onReadEvent = (listener: (event: ReadEvent) => void) =>
  onServerEvent('conversation-read', (data) => listener(data as ReadEvent));

/**
 * Calls `listener` when the events stream is live again after it dropped: events sent meanwhile
 * were lost, so what they would have changed is read again.
 */
export function onStreamRestored(listener: () => void): () => void {
  let status = presenceSnapshot().status;
  return subscribePresence(() => {
    const next = presenceSnapshot().status;
    if (status === 'reconnecting' && next === 'live') listener();
    status = next;
  });
}

/** The same thread id however it was written (ids are hex, compared in lower case). */
export const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();
