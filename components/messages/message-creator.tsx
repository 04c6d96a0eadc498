'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { listConversationsAction } from './message-actions';
import { sameId } from './live';

// The first message's form (and the schema library behind its checks) loads once the button is
// shown, not before it.
const ComposeDialog = lazyComponent(
  () => import('./compose-dialog').then((module) => module.ComposeDialog),
  null,
);

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
  const lookup = useRef<Promise<string | null>>(Promise.resolve(null));
  const router = useRouter();

  useEffect(() => {
    let active = true;
    const asked = listConversationsAction()
      .then((result) => (result.ok ? result.data : []).find((c) => sameId(c.ideaId, idea._id))?._id ?? null)
      .catch(() => null);
    lookup.current = asked;
    void asked.then((id) => active && setThreadId(id));
    return () => {
      active = false;
    };
  }, [idea._id]);

  // The button is there at once: the member's threads are listed meanwhile, and one pressed
  // before they are known waits for them, so an existing thread is opened rather than a new one.
  async function start() {
    const existing = threadId === undefined ? await lookup.current : threadId;
    if (existing) router.push(`/messages/${existing}`);
    else setOpen(true);
  }

  if (threadId) {
    return (
      <Link href={`/messages/${threadId}`} className={buttonClass(variant, 'w-full')}>
        Open conversation
      </Link>
    );
  }
  return (
    <>
      <Button variant={variant} className="w-full" onClick={() => void start()}>
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
