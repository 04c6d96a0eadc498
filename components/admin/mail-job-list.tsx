import Link from 'next/link';
import type { MailJob } from '@/lib/trust-safety';
import { formatUtc } from './format';

const STATUS: Record<MailJob['status'], string> = {
  done: 'Sent',
  queued: 'Waiting',
  running: 'Sending',
  dead: 'Failed',
};

/** With SMTP: the recent mail jobs and how each fared. */
export function MailJobList({ jobs }: { jobs: MailJob[] }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Mail goes to the SMTP server set in <code>SMTP_URL</code>; it keeps no copy here. The recent messages
        and how they fared (sent ones are kept a week). Failed ones can be retried on{' '}
        <Link href="/admin/jobs" className="text-brand-700 hover:underline">
          Jobs
        </Link>
        .
      </p>
      {jobs.length ? (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="mail-jobs"
        >
          {jobs.map((job) => (
            <li key={job.id} className="p-4">
              <span className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold text-slate-900">{STATUS[job.status]}</span>
                <span className="text-sm break-all text-slate-700">To {job.to}</span>
                <span className="text-sm text-slate-600">{job.template}</span>
                <time dateTime={job.updatedAt.toISOString()} className="text-sm text-slate-600 sm:ml-auto">
                  {formatUtc(job.updatedAt)}
                </time>
              </span>
              {job.lastError ? (
                <p className="mt-1 text-sm break-words text-red-800">
                  Try {job.attempts}: {job.lastError}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-600">No mail was sent recently.</p>
      )}
    </>
  );
}
