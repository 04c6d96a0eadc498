import { buttonClass } from '@/components/ui/button-styles';
import { IntentLink } from '@/components/ui/intent-link';
import { LIST_DEFAULTS } from '@/lib/ideas';
import { ClearFiltersButton } from './clear-filters-button';
import { ListLink } from './list-link';
import { PRICE_RANGE_MESSAGE } from './price-range';

/** Why a page of the list is empty: nothing on the marketplace, nothing of mine, or the filters. */
export type EmptyKind = 'marketplace' | 'mine' | 'creator' | 'filters';

const box = 'rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center';

function SubmitLink() {
  return (
    <IntentLink href="/create-idea" className={buttonClass('primary')}>
      Submit Your Idea
    </IntentLink>
  );
}

/** Why the filters match nothing, when the list can tell: a misspelt search, an impossible price range. */
export interface EmptyHints {
  /** A corrected search that finds ideas with the same filters, and the list's URL with it. */
  suggestion?: { search: string; href: string };
  /** The minimum price is above the maximum: no price satisfies both. */
  priceInverted?: boolean;
}

export function ListEmpty({
  kind,
  creatorName,
  hints = {},
}: {
  kind: EmptyKind;
  creatorName: string | null;
  hints?: EmptyHints;
}) {
  if (kind === 'marketplace')
    return (
      <div data-testid="ideas-empty" data-empty="marketplace" className={box}>
        <p className="text-lg font-medium">No ideas have been submitted yet.</p>
        <p className="mt-1 text-slate-600">Be the first: list your product or service idea at your price.</p>
        <div className="mt-4 flex justify-center">
          <SubmitLink />
        </div>
      </div>
    );
  if (kind === 'mine')
    return (
      <div data-testid="ideas-empty" data-empty="mine" className={box}>
        <p className="text-lg font-medium">You have not submitted any ideas yet.</p>
        <p className="mt-1 text-slate-600">Submit your first idea and it will be listed here.</p>
        <div className="mt-4 flex justify-center">
          <SubmitLink />
        </div>
      </div>
    );
  if (kind === 'creator')
    return (
      <div data-testid="ideas-empty" data-empty="creator" className={box}>
        <p className="text-lg font-medium">{creatorName ?? 'This creator'} has no ideas listed.</p>
        <div className="mt-4 flex justify-center">
          <ListLink href="/ideas" className={buttonClass('primary')}>
            Show all ideas
          </ListLink>
        </div>
      </div>
    );
  return (
    <div data-testid="ideas-empty" data-empty="filters" className={box}>
      <p className="text-lg font-medium">No ideas match your current filters.</p>
      {hints.suggestion && (
        <p className="mt-2 text-slate-700" data-testid="did-you-mean">
          Did you mean{' '}
          <ListLink href={hints.suggestion.href} className="text-brand-700 font-semibold underline">
            {hints.suggestion.search}
          </ListLink>
          ?
        </p>
      )}
      {hints.priceInverted && (
        <p className="mt-2 text-red-700" data-testid="empty-price-range">
          {PRICE_RANGE_MESSAGE}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <ClearFiltersButton defaults={LIST_DEFAULTS} />
        <ListLink href="/ideas" className={buttonClass('primary')}>
          Show all ideas
        </ListLink>
      </div>
    </div>
  );
}
