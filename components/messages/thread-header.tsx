import type { ActionResult } from '@/lib/actions/result';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import type { ConversationReply } from '@/lib/validation/messages';
import { BlockControl } from './block-control';

export interface ThreadHeaderProps {
  conversation: ConversationReply;
  headingId: string;
  onBlockedChange: (blocked: boolean) => Promise<ActionResult>;
}

/** Who the thread is with (their profile), which idea it is about, and Block / Unblock. */
export function ThreadHeader({ conversation, headingId, onBlockedChange }: ThreadHeaderProps) {
  const { otherParty } = conversation;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3 sm:px-4">
      <Avatar name={otherParty.displayName} src={otherParty.photoURL} size={40} />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="truncate text-base font-semibold" data-testid="thread-other">
          {otherParty._id ? (
            <Link
              href={`/profile/${otherParty._id}`}
              className="focus-visible:outline-brand-600 rounded-sm hover:underline focus-visible:outline-2"
            >
              {otherParty.displayName}
            </Link>
          ) : (
            otherParty.displayName
          )}
        </h2>
        <p className="truncate text-sm text-slate-600">
          About{' '}
          <Link
            href={`/ideas/${conversation.ideaId}`}
            className="text-brand-700 focus-visible:outline-brand-600 rounded-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2"
            data-testid="thread-idea"
          >
            {conversation.ideaTitle}
          </Link>
        </p>
      </div>
      {otherParty._id && (
        <BlockControl
          name={otherParty.displayName}
          blocked={conversation.blocked}
          onChange={onBlockedChange}
        />
      )}
    </div>
  );
}
