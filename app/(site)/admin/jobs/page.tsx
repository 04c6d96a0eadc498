import Link from 'next/link';
import clsx from 'clsx';
import { JobList } from '@/components/admin/job-list';
import { RetryButton } from '@/components/admin/retry-button';
import { adminJobs } from '@/lib/trust-safety';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { JOB_STATUSES, type JobStatus } from '@/models';

export const metadata = { title: 'Jobs' };

const LABELS: Record<JobStatus, string> = {
  dead: 'Failed',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
};
const ORDER: JobStatus[] = ['dead', 'queued', 'running', 'done'];

interface JobsPageProps {
  searchParams: Promise<{ status?: string | string[] }>;
}

/** /admin/jobs: the failed background jobs (mail…) with Retry, and how many wait or run. */
export default async function JobsPage({ searchParams }: JobsPageProps) {
  await adminPageViewer();
  const requested = (await searchParams).status;
  const status = JOB_STATUSES.find((s) => s === requested) ?? 'dead';
  const { jobs, counts } = await adminJobs(status);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Jobs</h1>
      <p className="mt-1 text-sm text-slate-600">
        Background work such as mail. A job that failed every try waits here for a retry.
      </p>
      <nav aria-label="Job states" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {ORDER.map((s) => (
            <li key={s}>
              <Link
                href={s === 'dead' ? '/admin/jobs' : `/admin/jobs?status=${s}`}
                aria-current={s === status ? 'page' : undefined}
                data-testid={`jobs-tab-${s}`}
                className={clsx(
                  'focus-visible:outline-brand-600 inline-block rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2',
                  s === status
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100',
                )}
              >
                {LABELS[s]} <span data-testid={`jobs-count-${s}`}>{counts[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'dead' && counts.dead > 0 ? (
        <div className="mt-4">
          <RetryButton label="Retry all" />
        </div>
      ) : null}
      <JobList jobs={jobs} />
    </>
  );
}
