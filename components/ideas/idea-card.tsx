import clsx from 'clsx';
import { ReviewBadge } from '@/components/moderation/review-badge';
import { ArchivedBadge } from './archived-badge';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { SaveIdeaButton } from '@/components/saved/save-idea-button';
import { ListedDate } from '@/components/ui/listed-date';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { IdeaCover } from './idea-cover';
import { LIST_COVER_SHAPE } from './list-grid';
import { LockedTeaser } from './locked-teaser';
import { IdeaStatsLine } from './idea-stats-line';
import type { IdeaStatsTotals } from '@/lib/validation/idea-stats';

export { LOCKED_LINE } from './locked-teaser';

interface IdeaCardProps {
  idea: IdeaDTO;
  /** The title's heading level: h2 on the ideas list, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** The cover's `sizes` for the grid the card sits in. */
  coverSizes?: string;
  /**
   * The list's denser card from 1024 px (a 3:1 cover, two lines of the problem), so two rows of
   * three fit under its filters on a 1280×800 screen; home keeps the full card.
   */
  compact?: boolean;
  /** The list's first card: its cover loads at once. */
  first?: boolean;
  /** My Ideas: the idea's last 30 days. */
  stats?: IdeaStatsTotals;
}

/**
 * A card filling its grid cell: cards of a row share their height and 'View Details' sits at the
 * bottom. Its links are plain: the grid around it is a `LinkArea`, which routes and prefetches them.
 */
export function IdeaCard({
  idea,
  headingLevel: Heading = 'h2',
  coverSizes,
  compact = false,
  first,
  stats,
}: IdeaCardProps) {
  return (
    <Card as="article" data-testid="idea-card" className="flex h-full min-w-0 flex-col">
      <IdeaCover
        idea={idea}
        sizes={coverSizes}
        shape={compact ? LIST_COVER_SHAPE : undefined}
        first={first}
      />
      <div className="flex items-start justify-between gap-3">
        <Heading className="min-w-0 text-lg font-bold break-words">
          <a href={`/ideas/${idea._id}`} className="hover:text-brand-700">
            {idea.title}
          </a>
        </Heading>
        <Badge tone="brand">{idea.type}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{idea.category}</p>
      {idea.ndaLocked ? (
        <LockedTeaser id={idea._id} creator={idea.creator} teaser={idea.teaser} />
      ) : (
        <p
          className={clsx(
            'mt-3 line-clamp-3 text-sm break-words text-slate-700',
            compact && 'lg:line-clamp-2',
          )}
        >
          {idea.problemDescription}
        </p>
      )}
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xl font-bold text-slate-900" data-testid="idea-price">
            {formatPrice(idea.desiredPrice)}
          </span>
          {idea.requireNDA && <Badge tone="amber">NDA Required</Badge>}
          <ReviewBadge review={idea.review} />
          <ArchivedBadge status={idea.status} />
          <SaveIdeaButton
            id={idea._id}
            title={idea.title}
            creator={idea.creator}
            initial={idea.watching}
            className="ml-auto"
          />
        </div>
        {stats && <IdeaStatsLine id={idea._id} title={idea.title} totals={stats} className="mt-2" />}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
          <span className="min-w-0 break-words">
            By{' '}
            <a
              href={`/profile/${encodeURIComponent(idea.creator)}`}
              className="text-brand-700 font-medium underline-offset-2 hover:underline"
            >
              {idea.creatorInfo.displayName || 'Unknown creator'}
            </a>
          </span>
          <ListedDate iso={idea.createdAt} />
        </div>
        <a
          href={`/ideas/${idea._id}`}
          data-testid="view-details"
          className={buttonClass('secondary', 'mt-4 w-full')}
          aria-label={`View Details: ${idea.title}`}
        >
          View Details
        </a>
      </div>
    </Card>
  );
}
