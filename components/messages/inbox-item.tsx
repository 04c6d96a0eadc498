'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import type { ConversationReply } from '@/lib/validation/messages';
import { fullWhen, shortWhen } from './time';
import { useClock } from './use-clock';

/** One thread in the inbox: who, about which idea, the newest message, when, and how many are unread. */
export function InboxItem({ conversation, active }: { conversation: ConversationReply; active: boolean }) {
  const clock = useClock();
  const { otherParty, lastMessage, unread } = conversation;
  const when = lastMessage?.createdAt ?? conversation.lastMessageAt;
  return (
    <Link
      href={`/messages/${conversation._id}`}
      aria-current={active ? 'page' : undefined}
      data-testid="conversation-item"
      data-unread={unread}
      className={clsx(
        'focus-visible:outline-brand-600 flex gap-3 rounded-lg px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2',
        active ? 'bg-brand-50' : 'hover:bg-slate-100',
      )}
    >
      <Avatar name={otherParty.displayName} src={otherParty.photoURL} size={40} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={clsx('min-w-0 flex-1 truncate', unread > 0 ? 'font-bold' : 'font-semibold')}>
            {otherParty.displayName}
          </span>
          <time dateTime={when} title={fullWhen(when, clock)} className="shrink-0 text-xs text-slate-600">
            {shortWhen(when, clock)}
          </time>
        </span>
        <span className="text-brand-700 block truncate text-xs font-medium">{conversation.ideaTitle}</span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={clsx(
              'min-w-0 flex-1 truncate text-sm',
              unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600',
            )}
            data-testid="conversation-preview"
          >
            {lastMessage ? `${lastMessage.mine ? 'You: ' : ''}${lastMessage.body}` : 'No messages yet'}
          </span>
          {unread > 0 && (
            <span
              className="bg-brand-600 inline-flex min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold text-white"
              data-testid="conversation-unread"
            >
              {unread > 99 ? '99+' : unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
