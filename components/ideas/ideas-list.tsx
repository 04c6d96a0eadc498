import Link from 'next/link';
import { buttonClass } from '@/components/ui/button-styles';
import { DropQueryFlag } from '@/components/ui/drop-query-flag';
import { LinkArea } from '@/components/ui/link-area';
import { Notice } from '@/components/ui/notice';
import type { IdeaPage } from '@/lib/ideas/shared';
import { LIST_DEFAULTS, type IdeaListView } from '@/lib/ideas';
import { categoryHref } from '@/lib/reference/shared';
import { IDEA_TYPES, PAGE_SIZES } from '@/lib/validation/idea';
import { ConnectionBanner } from './connection-banner';
import { IdeaCard } from './idea-card';
import { listHref, listSearch } from '@/lib/ideas/shared';
import { ListControls } from './list-controls';
import { LIST_COVER_SIZES, LIST_GRID } from './list-grid';
import { ListEmpty, type EmptyKind } from './list-empty';
import { ListLink } from './list-link';
import { MyIdeasLink } from './my-ideas-link';
import { SaveSearchSlot } from './save-search-slot';
import { SignInToSaveSearch } from './sign-in-to-save-search';
import { priceRangeInverted } from './price-range';
import { ListNavigation } from './list-navigation';
import { ListPagination } from './list-pagination';
import { ListResults } from './list-results';
import type { ListValues } from './use-list-draft';
import type { IdeaStatsTotals } from '@/lib/validation/idea-stats';

export interface IdeasListProps {
  view: IdeaListView;
  page: IdeaPage;
  categories: string[];
  flash: string | null;
  /** A sentence under the title (the category pages' description). */
  intro?: string;
  /** My Ideas: each idea's last 30 days, by id. */
  stats?: Record<string, IdeaStatsTotals>;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

const FILTERS = ['search', 'category', 'type', 'priceMin', 'priceMax', 'requireNDA'] as const;

function emptyKind(values: ListValues, mode: IdeaListView['mode']): EmptyKind {
  if (FILTERS.some((key) => values[key] !== '')) return 'filters';
  return mode === 'mine' ? 'mine' : mode === 'creator' ? 'creator' : 'marketplace';
}

/** The spec's 'N of total ideas' and page info, or plain words when there are none. */
function countLine(
  shown: number,
  { totalCount, currentPage, totalPages }: IdeaPage['pagination'],
  kind: EmptyKind,
) {
  if (totalCount === 0) return kind === 'filters' ? 'No ideas match' : 'No ideas yet';
  const noun = totalCount === 1 ? 'idea' : 'ideas';
  return `${shown} of ${totalCount} ${noun} · Page ${currentPage} of ${totalPages}`;
}

/** The /ideas screen, rendered on the server from the URL; the controls only change the URL. */
export function IdeasList({ view, page, categories, flash, intro, stats }: IdeasListProps) {
  const { query, mode, title, href } = view;
  const { ideas, pagination } = page;
  const values: ListValues = {
    search: text(query.search),
    category: text(query.category),
    type: text(query.type),
    priceMin: text(query.priceMin),
    priceMax: text(query.priceMax),
    requireNDA: text(query.requireNDA),
    sort: text(query.sort),
    limit: text(query.limit),
  };
  const current = listSearch(href);
  const kind = emptyKind(values, mode);
  const modeLink =
    mode === 'creator' ? (
      <ListLink href="/ideas" className={buttonClass('secondary')}>
        Back to All Ideas
      </ListLink>
    ) : (
      <>
        <MyIdeasLink
          showingMine={mode === 'mine'}
          href={listHref(current, { filter: mode === 'mine' ? '' : 'my-ideas' }, LIST_DEFAULTS)}
        />
        {mode !== 'mine' && href.split('?')[0] === '/ideas' && (
          <SaveSearchSlot query={current}>
            <SignInToSaveSearch query={current} />
          </SaveSearchSlot>
        )}
      </>
    );

  return (
    <ListNavigation href={href}>
      <div className="flex flex-col gap-5">
        <ConnectionBanner />
        {flash && <DropQueryFlag name="flash" />}
        {flash && (
          <Notice tone="success" testId="flash">
            {flash}
          </Notice>
        )}
        <ListControls
          values={values}
          defaults={LIST_DEFAULTS}
          categories={categories}
          types={IDEA_TYPES}
          pageSizes={PAGE_SIZES}
          modeLink={modeLink}
          heading={
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
              {intro && <p className="mt-1 max-w-prose text-slate-700">{intro}</p>}
              <p className="mt-1 text-sm text-slate-600" data-testid="ideas-count" aria-live="polite">
                {countLine(ideas.length, pagination, kind)}
              </p>
              {/* The category filter of the list leads to the category's own page (not from that page). */}
              {!intro && mode === 'all' && query.category && categories.includes(query.category) && (
                <p className="mt-1 text-sm">
                  <Link
                    href={categoryHref(query.category)}
                    className="text-brand-700 font-semibold hover:underline"
                    data-testid="category-page-link"
                  >
                    {query.category} category page <span aria-hidden="true">→</span>
                  </Link>
                </p>
              )}
            </div>
          }
        />
        <ListResults
          skeletons={Math.min(query.limit, 6)}
          query={current}
          cards={
            <LinkArea className={LIST_GRID}>
              {ideas.map((idea, index) => (
                <IdeaCard
                  key={idea._id}
                  idea={idea}
                  coverSizes={LIST_COVER_SIZES}
                  compact
                  first={index === 0}
                  stats={stats?.[idea._id]}
                />
              ))}
            </LinkArea>
          }
          empty={
            ideas.length === 0 ? (
              <ListEmpty
                kind={kind}
                creatorName={view.creatorName}
                hints={{
                  suggestion: page.suggestion
                    ? {
                        search: page.suggestion,
                        href: listHref(current, { search: page.suggestion }, LIST_DEFAULTS),
                      }
                    : undefined,
                  priceInverted: priceRangeInverted(values.priceMin, values.priceMax),
                }}
              />
            ) : null
          }
          pagination={<ListPagination pagination={pagination} current={current} />}
        />
      </div>
    </ListNavigation>
  );
}
