import Link from 'next/link';
import { adminOverview } from '@/lib/trust-safety';
import { adminPageViewer } from '@/lib/http/page-viewer';

// The admin layout's title template is for the pages below this one; the root's applies here.
export const metadata = { title: 'Overview · Admin' };

const TILES = [
  { key: 'pendingReview', label: 'Ideas waiting for review', href: '/admin/review' },
  { key: 'openReports', label: 'Open reports', href: '/admin/reports' },
  { key: 'hiddenIdeas', label: 'Hidden ideas', href: '/admin/reports' },
  { key: 'suspendedUsers', label: 'Suspended members', href: '/admin/users' },
  { key: 'deadJobs', label: 'Failed jobs', href: '/admin/jobs' },
] as const;

/** /admin: what waits for an admin, each count leading to its queue. */
export default async function AdminOverviewPage() {
  const overview = await adminOverview(await adminPageViewer());
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Overview</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link
              href={tile.href}
              className="focus-visible:outline-brand-600 block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-300 focus-visible:outline-2"
              data-testid={`overview-${tile.key}`}
            >
              <span className="block text-3xl font-bold text-slate-900">{overview[tile.key]}</span>
              <span className="text-sm text-slate-600">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
