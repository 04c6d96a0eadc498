'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure, failureMessage } from '@/components/api-client';
import type { ConversationReply, MessageReply } from '@/lib/validation/messages';
import { messagesApi } from './api';
import { laterOf } from './inbox-state';
import { onAccessEvent, onMessageEvent, onReadEvent, onStreamRestored, sameId } from './live';
import { mergeMessages } from './thread-state';

export interface MessagePage {
  /** Newest first, as the API gives them. */
  messages: MessageReply[];
  nextCursor: string | null;
}

/**
 * One open thread: its messages (oldest first, each once), older pages on demand, new messages
 * live from the events stream, read receipts both ways, and the thread marked read while the
 * viewer can see it.
 */
export function useThread(initial: ConversationReply, firstPage: MessagePage, viewerId: string) {
  const id = initial._id;
  const [conversation, setConversation] = useState(initial);
  const [messages, setMessages] = useState(() => mergeMessages([], firstPage.messages));
  const [nextCursor, setNextCursor] = useState(firstPage.nextCursor);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailure, setOlderFailure] = useState<string | null>(null);
  const [arrival, setArrival] = useState<MessageReply | null>(null);
  const readLater = useRef(false);

  const add = useCallback((incoming: MessageReply[]) => {
    setMessages((current) => mergeMessages(current, incoming));
  }, []);

  const markRead = useCallback(() => {
    readLater.current = document.visibilityState !== 'visible';
    if (!readLater.current) void messagesApi.read(id).catch(() => undefined);
  }, [id]);

  const reloadNewest = useCallback(
    () =>
      messagesApi
        .page(id)
        .then((page) => add(page.messages))
        .catch(() => undefined),
    [id, add],
  );

  const reloadConversation = useCallback(
    () =>
      messagesApi
        .one(id)
        .then(setConversation)
        .catch(() => undefined),
    [id],
  );

  useEffect(() => {
    markRead();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readLater.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stops = [
      onMessageEvent((event) => {
        if (!sameId(event.conversationId, id)) return;
        // A body too long for the stream was cut: the page holds the whole text.
        if (event.truncated) void reloadNewest();
        else add([event.message]);
        if (!event.message.mine) {
          setArrival(event.message);
          markRead();
        }
      }),
      onReadEvent((event) => {
        if (!sameId(event.conversationId, id) || event.readerId === viewerId) return;
        setConversation((c) => ({ ...c, otherLastReadAt: laterOf(c.otherLastReadAt, event.lastReadAt) }));
      }),
      // Approved or revoked access to the thread's idea opens or closes replying.
      onAccessEvent((event) => {
        if (sameId(event.ideaId, initial.ideaId)) void reloadConversation();
      }),
      onStreamRestored(() => {
        void reloadNewest();
        void reloadConversation();
        markRead();
      }),
    ];
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stops.forEach((stop) => stop());
    };
  }, [id, initial.ideaId, viewerId, add, markRead, reloadNewest, reloadConversation]);

  const loadOlder = useCallback(async () => {
    if (!nextCursor || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailure(null);
    try {
      const page = await messagesApi.page(id, nextCursor);
      add(page.messages);
      setNextCursor(page.nextCursor);
    } catch (error) {
      setOlderFailure(failureMessage(error, 'Could not load older messages'));
    } finally {
      setLoadingOlder(false);
    }
  }, [id, nextCursor, loadingOlder, add]);

  const send = useCallback(
    async (body: string) => {
      try {
        add([await messagesApi.send(id, body)]);
      } catch (error) {
        // Refused (a block, the other side gone, access revoked): the thread says why.
        if (error instanceof ApiFailure && error.status === 403) void reloadConversation();
        throw error;
      }
    },
    [id, add, reloadConversation],
  );

  const setBlocked = useCallback(
    async (blocked: boolean) => {
      const otherId = conversation.otherParty._id;
      if (!otherId) return;
      await (blocked ? messagesApi.block(otherId) : messagesApi.unblock(otherId));
      setConversation((c) => ({ ...c, blocked, canReply: blocked ? false : c.canReply }));
      await reloadConversation();
    },
    [conversation.otherParty._id, reloadConversation],
  );

  return {
    conversation,
    messages,
    nextCursor,
    loadingOlder,
    olderFailure,
    arrival,
    loadOlder,
    send,
    setBlocked,
  };
}
