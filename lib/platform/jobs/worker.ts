import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { z } from 'zod';
import { getConfig } from '@/lib/core/config';
import { isDatabaseUnavailable } from '@/lib/db';
import { logger } from '@/lib/core/log';
import { getMetrics } from '@/lib/core/metrics.mjs';
import { inSpan } from '@/lib/core/tracing';
import {
  claimJobs,
  completeJob,
  failJob,
  onJobEnqueued,
  pruneFinishedJobs,
  releaseExpiredLocks,
  type ClaimedJob,
} from './queue';
import { jobDefinition } from './registry';
import { processSlot } from '@/lib/core/singleton';

export interface WorkerOptions {
  pollMs: number;
  concurrency: number;
  lockMs: number;
  retryBaseMs: number;
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Runs due jobs of this process: polls the queue (and looks at once when this process enqueues),
 * at most `concurrency` at a time. Any number of instances may run one: a claim takes each job
 * for one worker only.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private lastPrune = 0;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = onJobEnqueued(() => this.poke());
    this.poke();
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.polling;
    await Promise.allSettled([...this.running]);
  }

  /** Looks for due jobs now. */
  poke(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.polling = this.poll().finally(() => {
      this.polling = undefined;
      if (this.stopped) return;
      if (this.pollAgain) {
        this.pollAgain = false;
        this.poke();
      } else {
        this.timer = setTimeout(() => this.poke(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  private async poll(): Promise<void> {
    try {
      await releaseExpiredLocks();
      const free = this.options.concurrency - this.running.size;
      const claimed = await claimJobs(this.id, free, this.options.lockMs);
      for (const job of claimed) {
        const run = this.run(job).finally(() => {
          this.running.delete(run);
          // A slot is free: there may be more waiting.
          this.poke();
        });
        this.running.add(run);
      }
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await pruneFinishedJobs();
      }
    } catch (error) {
      // The database is away or busy: the next poll tries again.
      if (!isDatabaseUnavailable(error)) logger.warn({ err: error }, 'job queue poll failed');
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const started = performance.now();
    const outcome = await inSpan(
      `job ${job.kind}`,
      { 'job.kind': job.kind, 'job.attempt': job.attempt },
      () => this.attempt(job),
    );
    getMetrics().jobDuration.observe({ kind: job.kind, outcome }, (performance.now() - started) / 1000);
  }

  /** One try of the job; says how it ended: done, to be retried, or dead. */
  private async attempt(job: ClaimedJob): Promise<'done' | 'retry' | 'dead'> {
    const definition = jobDefinition(job.kind);
    try {
      if (!definition) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      const payload = definition.payload.safeParse(job.payload);
      if (!payload.success)
        throw new Error(`The payload does not fit the job: ${z.prettifyError(payload.error)}`);
      await definition.run(payload.data, job);
      await completeJob(job, this.id);
      return 'done';
    } catch (error) {
      const status = await failJob(job, this.id, error, this.options.retryBaseMs).catch(
        (failure: unknown) => {
          // The record stays `running`; when its lock runs out another worker takes it.
          logger.warn({ err: failure, job: job.id }, 'could not record a failed job');
          return 'running' as const;
        },
      );
      const fields = { job: job.id, kind: job.kind, attempt: job.attempt, err: error };
      if (status === 'dead') logger.error(fields, 'job failed for the last time: dead-lettered');
      else logger.warn(fields, 'job failed: retrying later');
      return status === 'dead' ? 'dead' : 'retry';
    }
  }
}

const workerSlot = processSlot<JobWorker>('ideasJobWorker');

/** Starts this process's worker (server start), unless JOB_CONCURRENCY is 0. */
export function startJobWorker(overrides: Partial<WorkerOptions> = {}): JobWorker | undefined {
  const config = getConfig();
  const options: WorkerOptions = {
    pollMs: config.JOB_POLL_MS,
    concurrency: config.JOB_CONCURRENCY,
    lockMs: config.JOB_LOCK_MS,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    ...overrides,
  };
  if (options.concurrency <= 0) return undefined;
  const worker = workerSlot.getOrCreate(() => new JobWorker(options));
  worker.start();
  return worker;
}

export async function stopJobWorker(): Promise<void> {
  const worker = workerSlot.get();
  workerSlot.set(undefined);
  await worker?.stop();
}
