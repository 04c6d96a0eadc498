export {
  countOpenJobs,
  enqueueJob,
  listJobs,
  retryJob,
  retryDelayMs,
  type JobWriter,
  type EnqueueOptions,
} from './queue';
export { defineJob, type JobDefinition } from './registry';
export { JobWorker, startJobWorker, stopJobWorker } from './worker';
