import clsx from 'clsx';
import Link from 'next/link';
import { Pager } from '@/components/ui/pager';
import { AppealItem } from '@/components/admin/appeal-item';
import { ReportQueueItemCard } from '@/components/admin/report-queue-item';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { listAppeals, listReportQueue } from '@/lib/trust-safety';
import { EmptyState } from '@/components/ui/empty-state';

export const metadata = { title: 'Reports' };

interface ReportsPageProps {
  searchParams: Promise<{ status?: string; page?: string }>;
}

const TABS = [
  { status: 'open', label: 'Open' },
  { status: 'closed', label: 'Closed' },
] as const;

/**
 * /admin/reports: members' requests for a review of a decision (first: someone waits for an
 * answer), then reported items, grouped, with what the admin may do about each.
 */
export default async function ReportsPage({ searchParams }: ReportsPageProps) {
  await adminPageViewer();
  const params = await searchParams;
  const status = params.status === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  const [queue, appeals] = await Promise.all([
    listReportQueue({ status, page }),
    page === 1 ? listAppeals({ status: status === 'open' ? 'open' : 'answered' }) : null,
  ]);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Reports</h1>
      <nav aria-label="Report status" className="mt-4 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            href={`/admin/reports?status=${tab.status}`}
            aria-current={tab.status === status ? 'page' : undefined}
            className={clsx(
              'rounded-full px-4 py-1.5 text-sm font-semibold',
              tab.status === status
                ? 'bg-brand-600 text-white'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {appeals && appeals.appeals.length > 0 && (
        <section aria-labelledby="appeals-heading" className="mt-6">
          <h2 id="appeals-heading" className="text-lg font-bold text-slate-900">
            {status === 'open' ? 'Review requests' : 'Answered review requests'}
          </h2>
          <ul className="mt-3 space-y-4" aria-labelledby="appeals-heading">
            {appeals.appeals.map((appeal) => (
              <AppealItem key={appeal._id} appeal={appeal} />
            ))}
          </ul>
          <h2 className="mt-8 text-lg font-bold text-slate-900">Reports</h2>
        </section>
      )}
      {queue.items.length === 0 ? (
        <EmptyState className="mt-6" data-testid="reports-empty">
          <p>
            {status === 'open' ? 'No open reports. Nothing waits for you here.' : 'No closed reports yet.'}
          </p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={status === 'open' ? 'Open reports' : 'Closed reports'}>
          {queue.items.map((item) => (
            <ReportQueueItemCard
              key={`${item.targetType}-${item.targetId}-${item.latestAt}-${item.status}`}
              item={item}
            />
          ))}
        </ul>
      )}
      <Pager
        page={queue.page}
        totalPages={queue.totalPages}
        href={(n) => `/admin/reports?status=${status}&page=${n}`}
      />
    </>
  );
}
