'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { messagesApi } from './api';
import { ComposeDialog } from './compose-dialog';
import { sameId } from './live';

/**
 * A signed-in member's way to write to an idea's creator: their thread about the idea when they
 * have one ('Open conversation'), else a dialog for the first message.
 */
export function MessageCreator({
  idea,
  variant = 'primary',
}: {
  idea: IdeaDTO;
  /** Secondary beside the creator's preferred email or phone. */
  variant?: 'primary' | 'secondary';
}) {
  // undefined while asking; null: no thread yet.
  const [threadId, setThreadId] = useState<string | null | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let active = true;
    messagesApi
      .list()
      .then((body) => {
        if (active) setThreadId(body.conversations.find((c) => sameId(c.ideaId, idea._id))?._id ?? null);
      })
      .catch(() => active && setThreadId(null));
    return () => {
      active = false;
    };
  }, [idea._id]);

  if (threadId === undefined) return <Skeleton className="h-9 w-full rounded-lg" />;
  if (threadId) {
    return (
      <Link href={`/messages/${threadId}`} className={buttonClass(variant, 'w-full')}>
        Open conversation
      </Link>
    );
  }
  return (
    <>
      <Button variant={variant} className="w-full" onClick={() => setOpen(true)}>
        Message the creator
      </Button>
      <ComposeDialog
        ideaId={idea._id}
        ideaTitle={idea.title}
        creatorName={idea.creatorInfo.displayName}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
