import Link from 'next/link';

interface ActivityOverviewProps {
  ideaCount: number;
  ideasHref: string;
}

const COMING_SOON = ['Offers Received', 'Offers Made', 'Ideas Purchased'] as const;

/** Ideas Submitted is real; offers and purchases are not part of the product yet. */
export function ActivityOverview({ ideaCount, ideasHref }: ActivityOverviewProps) {
  return (
    <section
      aria-labelledby="activity-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="activity-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Activity Overview
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div className="bg-brand-50 rounded-xl p-4">
          <dt className="text-sm text-slate-600">Ideas Submitted</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="ideas-submitted">
            {ideaCount}
          </dd>
          <dd>
            <Link href={ideasHref} className="text-brand-700 text-sm font-semibold hover:underline">
              View ideas
            </Link>
          </dd>
        </div>
        {COMING_SOON.map((label) => (
          <div key={label} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">0</dd>
            <dd className="text-xs text-slate-500">Coming soon</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
