import { buttonClass } from '@/components/ui/button-styles';
import { DropQueryFlag } from '@/components/ui/drop-query-flag';
import { Notice } from '@/components/ui/notice';
import type { IdeaPage } from '@/lib/ideas/types';
import { LIST_DEFAULTS, type IdeaListView } from '@/lib/ideas/list-view';
import { IDEA_TYPES, PAGE_SIZES } from '@/lib/validation/idea';
import { ClearFiltersButton } from './clear-filters-button';
import { ConnectionBanner } from './connection-banner';
import { IdeaCard } from './idea-card';
import { IdeaTable } from './idea-table';
import { listHref, listSearch } from './list-href';
import { ListControls } from './list-controls';
import { ListLink } from './list-link';
import { MyIdeasLink } from './my-ideas-link';
import { ListNavigation } from './list-navigation';
import { ListPagination } from './list-pagination';
import { ListResults } from './list-results';
import type { ListValues } from './use-list-draft';

export interface IdeasListProps {
  view: IdeaListView;
  page: IdeaPage;
  categories: string[];
  flash: string | null;
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The /ideas screen, rendered on the server from the URL; the controls only change the URL. */
export function IdeasList({ view, page, categories, flash }: IdeasListProps) {
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
  const modeLink =
    mode === 'creator' ? (
      <ListLink href="/ideas" className={buttonClass('secondary')}>
        Back to All Ideas
      </ListLink>
    ) : (
      <MyIdeasLink
        showingMine={mode === 'mine'}
        href={listHref(current, { filter: mode === 'mine' ? '' : 'my-ideas' }, LIST_DEFAULTS)}
      />
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
              <p className="mt-1 text-sm text-slate-600" data-testid="ideas-count" aria-live="polite">
                {ideas.length} of {pagination.totalCount} ideas
                {pagination.totalPages > 0 && ` · Page ${pagination.currentPage} of ${pagination.totalPages}`}
              </p>
            </div>
          }
        />
        <ListResults
          skeletons={Math.min(query.limit, 6)}
          cards={
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ideas.map((idea) => (
                <IdeaCard key={idea._id} idea={idea} />
              ))}
            </div>
          }
          table={<IdeaTable ideas={ideas} />}
          empty={
            ideas.length === 0 ? (
              <div
                data-testid="ideas-empty"
                className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
              >
                <p className="text-lg font-medium">No ideas match your current filters.</p>
                <div className="mt-4 flex flex-wrap justify-center gap-3">
                  <ClearFiltersButton defaults={LIST_DEFAULTS} />
                  <ListLink href="/ideas" className={buttonClass('primary')}>
                    Show all ideas
                  </ListLink>
                </div>
              </div>
            ) : null
          }
          pagination={<ListPagination pagination={pagination} current={current} />}
        />
      </div>
    </ListNavigation>
  );
}
