import { SaveIdeaButton } from '@/components/saved/save-idea-button';
import Link from 'next/link';
import { ReviewBadge } from '@/components/moderation/review-badge';
import { ArchivedBadge } from './archived-badge';
import { ListedDate } from '@/components/ui/listed-date';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { listHref } from '@/lib/ideas/shared';
import { ListLink } from './list-link';
import { IdeaStatsLine } from './idea-stats-line';
import type { IdeaStatsTotals } from '@/lib/validation/idea-stats';
import { SortHeader, type SortDirection } from './sort-header';

const th = 'px-4 py-3 font-semibold';

export interface IdeaTableProps {
  ideas: IdeaDTO[];
  /** The list's `sort` ('' for the default, newest first). */
  sort: string;
  /** The list's query string, which the headers' links change. */
  current: string;
  /** A search is active: the default order is then relevance, not newest first. */
  searching: boolean;
  /** My Ideas: each idea's last 30 days, by id. */
  stats?: Record<string, IdeaStatsTotals>;
}

/**
 * The page of ideas as a table (desktop), rendered in the browser from the rows `ideaTableAction`
 * reads; Price and Created sort it through the URL (the sorts the API has). Only the page and size
 * have defaults, and these links change neither.
 */
export function IdeaTable({ ideas, sort, current, searching, stats }: IdeaTableProps) {
  const price: SortDirection | undefined =
    sort === 'price_asc' ? 'ascending' : sort === 'price_desc' ? 'descending' : undefined;
  const created: SortDirection | undefined =
    (sort === '' && !searching) || sort === 'newest'
      ? 'descending'
      : sort === 'oldest'
        ? 'ascending'
        : undefined;
  const sortHref = (next: string) => listHref(current, { sort: next });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table data-testid="idea-table" className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={th}>
              Title
            </th>
            <th scope="col" className={th}>
              Creator
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <SortHeader
              label="Price"
              align="right"
              direction={price}
              href={sortHref(price === 'ascending' ? 'price_desc' : 'price_asc')}
            />
            <th scope="col" className={th}>
              NDA
            </th>
            <SortHeader
              label="Created"
              direction={created}
              href={sortHref(created === 'descending' ? 'oldest' : searching ? 'newest' : '')}
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ideas.map((idea) => (
            <tr key={idea._id} className="hover:bg-slate-50">
              <td className="max-w-xs px-4 py-3 font-medium break-words">
                <Link href={`/ideas/${idea._id}`} className="text-brand-700 hover:underline">
                  {idea.title}
                </Link>
                {idea.review && <ReviewBadge review={idea.review} className="ml-2" />}
                <ArchivedBadge status={idea.status} className="ml-2" />
                <SaveIdeaButton
                  id={idea._id}
                  title={idea.title}
                  creator={idea.creator}
                  initial={idea.watching}
                  className="mt-2 flex"
                />
                {stats?.[idea._id] && (
                  <IdeaStatsLine
                    id={idea._id}
                    title={idea.title}
                    totals={stats[idea._id]!}
                    className="mt-2"
                  />
                )}
              </td>
              <td className="px-4 py-3">
                <ListLink href={listHref('', { creator: idea.creator })} className="hover:underline">
                  {idea.creatorInfo.displayName || 'Unknown creator'}
                </ListLink>
              </td>
              <td className="px-4 py-3">{idea.category}</td>
              <td className="px-4 py-3">{idea.type}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatPrice(idea.desiredPrice)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{idea.requireNDA ? 'Required' : 'Not Required'}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <ListedDate iso={idea.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
