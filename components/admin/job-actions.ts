'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { retryDeadJobsOperation, retryJobOperation } from '@/lib/operations/admin';

const retryJob = toAction(retryJobOperation, {
  fallback: 'Could not retry the job. Please try again.',
  data: () => ({ message: 'The job is queued again.' }),
});
const retryDeadJobs = toAction(retryDeadJobsOperation, {
  fallback: 'Could not retry the jobs. Please try again.',
  data: ({ retried }) => ({
    message: `${retried} ${retried === 1 ? 'job is' : 'jobs are'} queued again.`,
  }),
});

/** 'Retry' on /admin/jobs: the job gets a fresh set of tries. */
export async function retryJobAction(id: string): Promise<ActionResult<{ message: string }>> {
  const result = await retryJob({ params: { id } });
  if (result.ok) revalidatePath('/admin/jobs');
  return result;
}

/** 'Retry all' on /admin/jobs. */
export async function retryDeadJobsAction(): Promise<ActionResult<{ message: string }>> {
  const result = await retryDeadJobs();
  if (result.ok) revalidatePath('/admin/jobs');
  return result;
}
