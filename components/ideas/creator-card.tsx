import Link from 'next/link';
import type { IdeaDTO } from '@/lib/ideas/types';
import { Avatar } from './avatar';
import { loginUrlFor } from '@/lib/auth/callback-url';

export interface CreatorCardProps {
  idea: IdeaDTO;
  title: string;
  /** The NDA contact card also names the creator's preferred contact method. */
  withPreference?: boolean;
  testId: string;
}

/** The creator's picture, name and email (signed-in viewers only: emails are not published to crawlers). */
export function CreatorCard({ idea, title, withPreference, testId }: CreatorCardProps) {
  const { displayName, photoURL, email } = idea.creatorInfo;
  return (
    <section data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-bold">{title}</h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={photoURL} name={displayName} />
        <div className="min-w-0">
          <Link
            href={`/profile/${idea.creator}`}
            className="text-brand-700 font-semibold break-words hover:underline"
          >
            {displayName || 'Unknown creator'}
          </Link>
          {email ? (
            <a href={`mailto:${email}`} className="block text-sm break-all text-slate-700 hover:underline">
              {email}
            </a>
          ) : (
            <Link
              href={loginUrlFor(`/ideas/${idea._id}`)}
              className="text-brand-700 block text-sm hover:underline"
            >
              Sign in to contact the creator
            </Link>
          )}
        </div>
      </div>
      {withPreference && (
        <p className="mt-3 text-sm text-slate-700">
          Preferred contact: <span className="font-semibold">{idea.contactPreference}</span>
        </p>
      )}
    </section>
  );
}
