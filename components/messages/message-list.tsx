'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MessageReply } from '@/lib/validation/messages';
import { MessageItem } from './message-item';
import { groupByDay, seenMessageId } from './thread-state';
import { dayLabel } from './time';
import { useClock } from './use-clock';

/** How close to the end (in pixels) still counts as reading the newest messages. */
const NEAR_BOTTOM = 120;

export interface MessageListProps {
  label: string;
  messages: MessageReply[];
  otherLastReadAt: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailure: string | null;
  onLoadOlder: () => Promise<void>;
}

/**
 * The thread's messages by day, oldest first. It opens at the newest; a new message scrolls into
 * view when the reader was at the end (or sent it), and older pages load above without moving
 * what is being read.
 */
export function MessageList(props: MessageListProps) {
  const { messages, otherLastReadAt, hasOlder, loadingOlder, olderFailure } = props;
  const clock = useClock();
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const shownLast = useRef<string | null>(null);
  const [below, setBelow] = useState(false);
  const seen = seenMessageId(messages, otherLastReadAt);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const anchor = olderAnchor.current;
    if (anchor) {
      olderAnchor.current = null;
      box.scrollTop = anchor.top + (box.scrollHeight - anchor.height);
    }
    if (last && last._id !== shownLast.current) {
      const first = shownLast.current === null;
      shownLast.current = last._id;
      if (first || nearBottom.current || last.mine) {
        box.scrollTop = box.scrollHeight;
        nearBottom.current = true;
      } else setBelow(true);
    }
  }, [messages, last]);

  function onScroll() {
    const box = scroller.current;
    if (!box) return;
    nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
    if (nearBottom.current) setBelow(false);
  }

  function loadOlder() {
    const box = scroller.current;
    if (box) olderAnchor.current = { height: box.scrollHeight, top: box.scrollTop };
    void props.onLoadOlder();
  }

  function showNewest() {
    const box = scroller.current;
    if (box) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
    setBelow(false);
  }

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="region"
        aria-label={props.label}
        tabIndex={0}
        className="focus-visible:outline-brand-600 h-full overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 sm:px-4"
        data-testid="message-list"
      >
        {hasOlder && (
          <div className="mb-4 text-center">
            <Button variant="ghost" onClick={loadOlder} disabled={loadingOlder} aria-busy={loadingOlder}>
              {loadingOlder ? 'Loading…' : 'Load older messages'}
            </Button>
            {olderFailure && (
              <p className="mt-1 text-sm text-red-700" role="status">
                {olderFailure}
              </p>
            )}
          </div>
        )}
        {messages.length === 0 && <p className="text-center text-sm text-slate-600">No messages yet.</p>}
        {groupByDay(messages, clock.timeZone).map((group) => (
          <section key={group.day} className="mb-4">
            <h3 className="mb-3 text-center text-xs font-medium text-slate-600">
              <span className="rounded-full bg-slate-100 px-3 py-1">
                {dayLabel(group.messages[0]!.createdAt, clock)}
              </span>
            </h3>
            <ol className="space-y-2">
              {group.messages.map((message) => (
                <MessageItem key={message._id} message={message} seen={message._id === seen} clock={clock} />
              ))}
            </ol>
          </section>
        ))}
      </div>
      {below && (
        <button
          type="button"
          onClick={showNewest}
          className="bg-brand-600 focus-visible:outline-brand-600 absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full px-4 py-1.5 text-sm font-semibold text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          New messages below
        </button>
      )}
    </div>
  );
}
