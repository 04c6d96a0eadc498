import { ACCESS_REQUEST_STATUSES } from '@/lib/core/access-enums';
import type { IdeaStatsTotals } from '@/lib/validation/idea-stats';

interface Figure {
  key: string;
  label: string;
  value: number;
  detail: string;
}

const sumOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function figuresOf(totals: IdeaStatsTotals): Figure[] {
  const byState = ACCESS_REQUEST_STATUSES.filter((status) => totals.requests[status] > 0)
    .map((status) => `${totals.requests[status]} ${status}`)
    .join(' · ');
  return [
    { key: 'views', label: 'Page views', value: totals.views, detail: 'Visitors, each once a day' },
    { key: 'saves', label: 'Saves', value: totals.saves, detail: `${totals.savedBy} have it saved now` },
    {
      key: 'requests',
      label: 'Access requests',
      value: sumOf(totals.requests),
      detail: byState || 'None yet',
    },
    { key: 'messages', label: 'Messages', value: totals.messages, detail: 'Written to you about it' },
  ];
}

/** The period's four figures of an idea, for its creator. */
export function IdeaStatsFigures({ totals }: { totals: IdeaStatsTotals }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figuresOf(totals).map((figure) => (
        <div
          key={figure.key}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid={`stat-${figure.key}`}
        >
          <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-slate-900">{figure.value}</dd>
          <dd className="mt-1 text-xs break-words text-slate-600">{figure.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
