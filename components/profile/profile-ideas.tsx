import Link from 'next/link';
import { LinkArea } from '@/components/ui/link-area';
import { IdeaCard } from '@/components/ideas/idea-card';
import { buttonClass } from '@/components/ui/button-styles';
import type { IdeaDTO } from '@/lib/ideas/shared';

interface ProfileIdeasProps {
  ideas: IdeaDTO[];
  total: number;
  ideasHref: string;
  isOwn: boolean;
  name: string;
}

/** The user's newest ideas as cards, with a link to all of them. */
export function ProfileIdeas({ ideas, total, ideasHref, isOwn, name }: ProfileIdeasProps) {
  const title = isOwn ? 'Your Ideas' : `Ideas by ${name}`;
  return (
    <section aria-labelledby="profile-ideas-heading" className="space-y-4" data-testid="profile-ideas">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-ideas-heading" className="text-lg font-semibold break-words text-slate-900">
          {title}
        </h2>
        {total > 0 ? (
          <Link href={ideasHref} className="text-brand-700 text-sm font-semibold hover:underline">
            View all {total} {total === 1 ? 'idea' : 'ideas'}
          </Link>
        ) : null}
      </div>
      {ideas.length ? (
        <LinkArea>
          <ul className="grid gap-4 sm:grid-cols-2">
            {ideas.map((idea) => (
              <li key={idea._id} className="grid">
                <IdeaCard idea={idea} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </LinkArea>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <p className="text-slate-600">
            {isOwn ? 'You have not submitted any ideas yet.' : 'No ideas submitted yet.'}
          </p>
          {isOwn ? (
            <Link href="/create-idea" className={buttonClass('primary', 'mt-4')}>
              Submit Your Idea
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
