'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import type { ConversationReply } from '@/lib/validation/messages';
import { listConversationsAction } from './message-actions';
import { InboxItem } from './inbox-item';
import { InboxSkeleton } from './inbox-skeleton';
import { withMessage, withRead } from './inbox-state';
import { onMessageEvent, onReadEvent, onStreamRestored, sameId } from './live';
import { EmptyState } from '@/components/ui/empty-state';

const LOAD_FAILED = 'Could not load your conversations';

export interface InboxProps {
  viewerId: string;
  /** The threads the server rendered the page with (null: it could not read them). */
  threads: ConversationReply[] | null;
  /** The thread shown beside the list (marked as the current page). */
  activeId: string | null;
  /** Told whether the viewer has no conversation at all (the page then gives the list the room). */
  onEmptyChange?: (empty: boolean) => void;
}

/**
 * The viewer's threads, the most recently active first, as the server rendered them. A `message`
 * event moves its thread to the top with the new preview and count; a thread the list does not
 * hold yet (or the events stream back after a drop) makes it read the list again.
 */
export function Inbox({ viewerId, threads, activeId, onEmptyChange }: InboxProps) {
  const [list, setList] = useState(threads);
  const [failure, setFailure] = useState<string | null>(threads ? null : LOAD_FAILED);
  const [reloading, setReloading] = useState(false);
  const latest = useRef(threads);

  const reload = useCallback(() => {
    setReloading(true);
    void listConversationsAction()
      .catch(() => null)
      .then((result) => {
        setReloading(false);
        if (!result?.ok) {
          setFailure(result?.message ?? LOAD_FAILED);
          return;
        }
        latest.current = result.data;
        setList(result.data);
        setFailure(null);
      });
  }, []);

  useEffect(() => {
    const update = (next: ConversationReply[]) => {
      latest.current = next;
      setList(next);
    };
    const stops = [
      onMessageEvent((event) => {
        const next = latest.current && withMessage(latest.current, event);
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
      <Button variant="secondary" onClick={reload} disabled={reloading} aria-busy={reloading || undefined}>
        Try again
      </Button>
    </div>
  );
  if (list === null) return reloading ? <InboxSkeleton /> : problem;
  return (
    <>
      {problem}
      {empty ? (
        <EmptyState data-testid="inbox-empty">
          <p className="font-semibold text-slate-800">No conversations yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Write to a creator from an idea’s page: your conversations are kept here.
          </p>
          <Link href="/ideas" className={buttonClass('primary', 'mt-4')}>
            Browse ideas
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-1" data-testid="inbox">
          {list.map((conversation) => (
            <li key={conversation._id}>
              <InboxItem conversation={conversation} active={sameId(conversation._id, activeId)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
