'use server';

import { revalidatePath } from 'next/cache';
import { adminRetryDeadJobs, adminRetryJob } from '@/lib/admin/jobs';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { actingViewer } from '@/lib/http/page-viewer';

/** 'Retry' on /admin/jobs: the job gets a fresh set of tries (lib checks the admin). */
export async function retryJobAction(id: string): Promise<ActionResult<{ message: string }>> {
  try {
    await adminRetryJob(await actingViewer(), id);
    revalidatePath('/admin/jobs');
    return { ok: true, data: { message: 'The job is queued again.' } };
  } catch (error) {
    return actionFailure(error, 'Could not retry the job. Please try again.');
  }
}

/** 'Retry all' on /admin/jobs. */
export async function retryDeadJobsAction(): Promise<ActionResult<{ message: string }>> {
  try {
    const retried = await adminRetryDeadJobs(await actingViewer());
    revalidatePath('/admin/jobs');
    return {
      ok: true,
      data: { message: `${retried} ${retried === 1 ? 'job is' : 'jobs are'} queued again.` },
    };
  } catch (error) {
    return actionFailure(error, 'Could not retry the jobs. Please try again.');
  }
}
