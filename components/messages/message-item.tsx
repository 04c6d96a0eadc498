'use client';

import clsx from 'clsx';
import { ReportButton } from '@/components/moderation/report-button';
import type { MessageReply } from '@/lib/validation/messages';
import { MessageBody } from './message-body';
import { fullWhen, timeOfDay, type Clock } from './time';

/** One message: the viewer's own on the right; 'Seen' under the newest one the other side has read. */
export function MessageItem({
  message,
  seen,
  clock,
}: {
  message: MessageReply;
  seen: boolean;
  clock: Clock;
}) {
  const { mine } = message;
  return (
    <li
      className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}
      data-testid="message"
      data-mine={mine}
    >
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[75%]',
          mine ? 'bg-brand-600 rounded-br-md text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{mine ? 'You' : message.sender.displayName}: </span>
        <MessageBody body={message.body} className="break-words whitespace-pre-wrap" />
      </div>
      <p className="mt-0.5 px-1 text-xs text-slate-600">
        <time dateTime={message.createdAt} title={fullWhen(message.createdAt, clock)}>
          {timeOfDay(message.createdAt, clock)}
        </time>
        {seen && (
          <>
            <span aria-hidden="true"> · </span>
            <span data-testid="message-seen">Seen</span>
          </>
        )}
        {!mine && message.sender._id && (
          <>
            <span aria-hidden="true"> · </span>
            <ReportButton compact targetType="message" targetId={message._id} noun="message" />
          </>
        )}
      </p>
    </li>
  );
}
