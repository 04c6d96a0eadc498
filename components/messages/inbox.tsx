'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/components/api-client';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import type { ConversationReply } from '@/lib/validation/messages';
import { messagesApi } from './api';
import { InboxItem } from './inbox-item';
import { InboxSkeleton } from './inbox-skeleton';
import { withMessage, withRead } from './inbox-state';
import { onMessageEvent, onReadEvent, onStreamRestored, sameId } from './live';
import { EmptyState } from '@/components/ui/empty-state';

export interface InboxProps {
  viewerId: string;
  /** The thread shown beside the list (marked as the current page). */
  activeId: string | null;
  /** Told whether the viewer has no conversation at all (the page then gives the list the room). */
  onEmptyChange?: (empty: boolean) => void;
}

/**
 * The viewer's threads, the most recently active first. A `message` event moves its thread to
 * the top with the new preview and count; a thread the list does not hold yet makes it read the
 * list again.
 */
export function Inbox({ viewerId, activeId, onEmptyChange }: InboxProps) {
  const [list, setList] = useState<ConversationReply[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const latest = useRef<ConversationReply[] | null>(null);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    let active = true;
    messagesApi
      .list()
      .then((body) => {
        if (!active) return;
        latest.current = body.conversations;
        setList(body.conversations);
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (active) setFailure(failureMessage(error, 'Could not load your conversations'));
      });
    return () => {
      active = false;
    };
  }, [version]);

  useEffect(() => {
    const update = (next: ConversationReply[]) => {
      latest.current = next;
      setList(next);
    };
    const stops = [
      onMessageEvent((event) => {
        if (!latest.current) return;
        const next = withMessage(latest.current, event);
        if (next) update(next);
        else reload();
      }),
      onReadEvent((event) => {
        if (latest.current) update(withRead(latest.current, event, viewerId));
      }),
      onStreamRestored(reload),
    ];
    return () => stops.forEach((stop) => stop());
  }, [viewerId, reload]);

  const empty = list !== null && list.length === 0;
  useEffect(() => onEmptyChange?.(empty), [empty, onEmptyChange]);

  const problem = failure && (
    <div className="flex flex-wrap items-center gap-3 p-3" data-testid="inbox-error">
      <Notice tone="error" className="flex-1">
        {failure}
      </Notice>
      <Button variant="secondary" onClick={reload}>
        Try again
      </Button>
    </div>
  );
  if (list === null) return problem || <InboxSkeleton />;
  if (empty) {
    return (
      <EmptyState data-testid="inbox-empty">
        <p className="font-semibold text-slate-800">No conversations yet</p>
        <p className="mt-1 text-sm text-slate-600">
          Write to a creator from an idea’s page: your conversations are kept here.
        </p>
        <Link href="/ideas" className={buttonClass('primary', 'mt-4')}>
          Browse ideas
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      {problem}
      <ul className="space-y-1" data-testid="inbox">
        {list.map((conversation) => (
          <li key={conversation._id}>
            <InboxItem conversation={conversation} active={sameId(conversation._id, activeId)} />
          </li>
        ))}
      </ul>
    </>
  );
}
