'use client';

import Link from 'next/link';
import { useId } from 'react';
import { Notice } from '@/components/ui/notice';
import type { ConversationReply } from '@/lib/validation/messages';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import type { MessagePage } from './message-actions';
import { useThread } from './use-thread';

/** Why the viewer cannot write here (the server's canReply is false). */
function closedReason(conversation: ConversationReply): string {
  const name = conversation.otherParty.displayName;
  if (conversation.blocked) return `You blocked ${name}. Unblock them to send messages again.`;
  if (!conversation.otherParty._id) return 'This member deleted their account: the conversation has ended.';
  if (conversation.accessNeeded)
    return `You can write again once ${name} approves your access to “${conversation.ideaTitle}”.`;
  return `${name} blocked you: you can no longer send messages in this conversation.`;
}

export interface ThreadProps {
  conversation: ConversationReply;
  firstPage: MessagePage;
  viewerId: string;
}

/** One conversation: its header, the messages (live) and the composer, or why replying is closed. */
export function Thread({ conversation: initial, firstPage, viewerId }: ThreadProps) {
  const thread = useThread(initial, firstPage, viewerId);
  const { conversation } = thread;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-[calc(100dvh-8.5rem)] min-h-[26rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:h-[calc(100dvh-12rem)]"
      data-testid="thread"
    >
      <Link
        href="/messages"
        className="text-brand-700 focus-visible:outline-brand-600 border-b border-slate-200 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 md:hidden"
      >
        ← Back to messages
      </Link>
      <ThreadHeader conversation={conversation} headingId={headingId} onBlockedChange={thread.setBlocked} />
      <MessageList
        label={`Messages with ${conversation.otherParty.displayName}`}
        messages={thread.messages}
        otherLastReadAt={conversation.otherLastReadAt}
        hasOlder={thread.nextCursor !== null}
        loadingOlder={thread.loadingOlder}
        olderFailure={thread.olderFailure}
        onLoadOlder={thread.loadOlder}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {thread.arrival ? `${thread.arrival.sender.displayName}: ${thread.arrival.body.slice(0, 200)}` : ''}
      </p>
      {conversation.canReply ? (
        <Composer onSend={thread.send} />
      ) : (
        <div className="border-t border-slate-200 p-3">
          <Notice tone="info" testId="reply-closed">
            {closedReason(conversation)}
          </Notice>
        </div>
      )}
    </section>
  );
}
