import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { IdeaStatsChart } from '@/components/protection/idea-stats-chart';
import { IdeaStatsFigures } from '@/components/protection/idea-stats-figures';
import { formatDate } from '@/lib/core/format';
import { getViewer } from '@/lib/http/page-viewer';
import { loginUrlFor } from '@/lib/identity/shared';
import { ideaStats } from '@/lib/protection';
import { ideaOr404 } from '../idea-data';

export const metadata: Metadata = { title: 'Statistics', robots: { index: false } };

const day = (date: string) => formatDate(date, 'en-US', 'UTC');

/** /ideas/{id}/stats: the idea's page views, saves, access requests and messages, for its creator. */
export default async function IdeaStatsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(loginUrlFor(`/ideas/${id}/stats`));
  const idea = await ideaOr404(id, viewer);
  const stats = idea.access === 'owner' ? await ideaStats(idea._id, viewer) : null;
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <Link href={`/ideas/${idea._id}`} className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to Idea Details
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Statistics</h1>
      <p className="mt-2 break-words text-slate-700">{idea.title}</p>
      {stats ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            The last 30 days: {day(stats.from)} to {day(stats.to)} (UTC).
          </p>
          <IdeaStatsFigures totals={stats.totals} />
          <IdeaStatsChart days={stats.days} />
        </>
      ) : (
        <p data-testid="stats-not-allowed" className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-900">
          Only the creator of this idea can see its statistics.
        </p>
      )}
    </main>
  );
}
