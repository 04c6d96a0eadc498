import { LIST_GRID } from '@/components/ideas/list-grid';
import { LinkArea } from '@/components/ui/link-area';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { SimilarIdeaCard } from './similar-idea-card';

/**
 * Up to six other ideas like this one, as anyone sees them: rendered on the server into the
 * cached idea page, in the list's grid, the cards' links routed by the one listener of
 * `LinkArea`. Nothing when there are none.
 */
export function SimilarIdeas({ ideas }: { ideas: IdeaDTO[] }) {
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="similar-ideas-title" className="mt-12" data-testid="similar-ideas">
      <h2 id="similar-ideas-title" className="mb-4 text-2xl font-bold text-slate-900">
        Similar ideas
      </h2>
      <LinkArea>
        <ul className={LIST_GRID}>
          {ideas.map((idea) => (
            <li key={idea._id} data-testid="similar-idea" className="grid min-w-0">
              <SimilarIdeaCard idea={idea} />
            </li>
          ))}
        </ul>
      </LinkArea>
    </section>
  );
}
