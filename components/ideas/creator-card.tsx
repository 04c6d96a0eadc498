import Link from 'next/link';
import { CreatorContact } from '@/components/idea-detail/creator-contact';
import type { IdeaDTO } from '@/lib/ideas/types';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

export interface CreatorCardProps {
  idea: IdeaDTO;
  title: string;
  /** The NDA contact card also names the creator's preferred contact method. */
  withPreference?: boolean;
  testId: string;
}

/** The creator's picture, name and email (signed-in viewers only, asked by the browser: emails are not published to crawlers). */
export function CreatorCard({ idea, title, withPreference, testId }: CreatorCardProps) {
  const { displayName, photoURL } = idea.creatorInfo;
  return (
    <Card as="section" data-testid={testId}>
      <h2 className="text-base font-bold">{title}</h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={photoURL} name={displayName || 'Creator'} size={56} labelled testId="creator-avatar" />
        <div className="min-w-0">
          <Link
            href={`/profile/${encodeURIComponent(idea.creator)}`}
            className="text-brand-700 font-semibold break-words hover:underline"
          >
            {displayName || 'Unknown creator'}
          </Link>
          <CreatorContact ideaId={idea._id} />
        </div>
      </div>
      {withPreference && (
        <p className="mt-3 text-sm text-slate-700">
          Preferred contact: <span className="font-semibold">{idea.contactPreference}</span>
        </p>
      )}
    </Card>
  );
}
