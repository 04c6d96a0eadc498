import clsx from 'clsx';
import type { IdeaStatsTotals } from '@/lib/validation/idea-stats';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One of My Ideas' last 30 days in a line (views, saves, requests), leading to its statistics. The
 * idea's title is the link's description, not its name, so the card's title stays its one link name.
 */
export function IdeaStatsLine({
  id,
  title,
  totals,
  className,
}: {
  id: string;
  title: string;
  totals: IdeaStatsTotals;
  className?: string;
}) {
  const requests = Object.values(totals.requests).reduce((sum, n) => sum + n, 0);
  return (
    <p className={clsx('text-xs text-slate-600', className)} data-testid="idea-stats-line">
      <a
        href={`/ideas/${id}/stats`}
        className="text-brand-700 font-semibold underline-offset-2 hover:underline"
        title={`Statistics of ${title}`}
      >
        Last 30 days
      </a>
      : {plural(totals.views, 'view')} · {plural(totals.saves, 'save')} · {plural(requests, 'request')}
    </p>
  );
}
