'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationReply, MessageReply } from '@/lib/validation/messages';
import {
  conversationAction,
  markThreadReadAction,
  messagePageAction,
  sendMessageAction,
  setBlockedAction,
  type MessagePage,
} from './message-actions';
import { laterOf } from './inbox-state';
import { onAccessEvent, onMessageEvent, onReadEvent, onStreamRestored, sameId } from './live';
import { mergeMessages } from './thread-state';

const OLDER_FAILED = 'Could not load older messages';

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
    if (!readLater.current) void markThreadReadAction(id).catch(() => undefined);
  }, [id]);

  const reloadNewest = useCallback(
    () =>
      messagePageAction(id).then(
        (result) => result.ok && add(result.data.messages),
        () => undefined,
      ),
    [id, add],
  );

  const reloadConversation = useCallback(
    () =>
      conversationAction(id).then(
        (result) => result.ok && setConversation(result.data),
        () => undefined,
      ),
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
    const result = await messagePageAction(id, nextCursor).catch(
      () => ({ ok: false, message: OLDER_FAILED }) as const,
    );
    setLoadingOlder(false);
    if (!result.ok) {
      setOlderFailure(result.message);
      return;
    }
    add(result.data.messages);
    setNextCursor(result.data.nextCursor);
  }, [id, nextCursor, loadingOlder, add]);

  const send = useCallback(
    async (body: string) => {
      const result = await sendMessageAction(id, body);
      if (result.ok) add([result.data]);
      // Refused (a block, the other side gone, access revoked…): the thread says why it is closed.
      else void reloadConversation();
      return result;
    },
    [id, add, reloadConversation],
  );

  const setBlocked = useCallback(
    async (blocked: boolean) => {
      const otherId = conversation.otherParty._id;
      if (!otherId) return { ok: true, data: null } as const;
      const result = await setBlockedAction(otherId, blocked);
      if (!result.ok) return result;
      setConversation((c) => ({ ...c, blocked, canReply: blocked ? false : c.canReply }));
      await reloadConversation();
      return result;
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
