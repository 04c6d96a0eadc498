import type { Job } from '@/models';
import { formatUtc } from './format';
import { RetryButton } from './retry-button';

/** The jobs of one state, each with its tries, last error and (failed or waiting) a Retry button. */
export function JobList({ jobs }: { jobs: Job[] }) {
  if (!jobs.length)
    return (
      <p className="mt-6 text-slate-600" data-testid="jobs-empty">
        No jobs here.
      </p>
    );
  return (
    <ul className="mt-6 space-y-3" data-testid="job-list">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="job"
        >
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-mono text-sm font-semibold text-slate-900">{job.kind}</span>
            <span className="text-sm text-slate-600">
              tries {job.attempts}/{job.maxAttempts}
            </span>
            <time dateTime={job.updatedAt.toISOString()} className="text-sm text-slate-600 sm:ml-auto">
              {formatUtc(job.updatedAt)}
            </time>
          </div>
          <p className="mt-1 font-mono text-xs break-all text-slate-500">{job.id}</p>
          {job.lastError ? (
            <p className="mt-2 text-sm break-words text-red-800" data-testid="job-error">
              Last error: {job.lastError}
            </p>
          ) : null}
          {job.status === 'dead' || job.status === 'queued' ? (
            <div className="mt-3">
              <RetryButton jobId={job.id} label={job.status === 'dead' ? 'Retry' : 'Run now'} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
