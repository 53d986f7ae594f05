import { DelayedError, Worker, type Job } from 'bullmq';
import { validatorOf } from '@fitrater/contracts';
import { type CoreContext } from '@fitrater/core';
import { JOBS, QUEUE_NAMES, createRedis, queueConcurrency, jobsOfQueue, JobTimingRecorder, type JobName, type QueueName } from '@fitrater/platform';
import { HANDLERS, assertHandlersCoverCatalogue } from './registry';
import { settleIfAbandoned } from './abandoned';
import { fairShareGate, type FairShareGate } from './fair-share-gate';

/** Jobs per second a queue may start; high enough to never slow real work. */
export const QUEUE_RATE_LIMIT_MAX_PER_SECOND = 1_000_000;

export interface WorkerRuntime {
  queues: QueueName[];
  close(): Promise<void>;
}

export function resolveQueues(selected: string[] | null): QueueName[] {
  if (!selected) return QUEUE_NAMES;
  const unknown = selected.filter((q) => !(QUEUE_NAMES as string[]).includes(q));
  if (unknown.length) throw new Error(`WORKER_QUEUES names unknown queue(s): ${unknown.join(', ')} (known: ${QUEUE_NAMES.join(', ')})`);
  return selected as QueueName[];
}

async function dispatch(ctx: CoreContext, job: Job, worker: Worker, fair: FairShareGate, token?: string): Promise<unknown> {
  const name = job.name as JobName;
  const def = JOBS[name];
  if (!def) throw new Error(`No job named ${job.name} in the catalogue`);
  // Payloads are checked where they enter the worker, like request bodies in the api.
  if (!validatorOf(def.payload).Check(job.data)) throw new Error(`Invalid payload for ${name}`);
  // Over the member's share of this queue: back to their line, the slot goes to someone else's job.
  if (!(await fair.admit(job, token))) throw new DelayedError();
  const handler = HANDLERS[name] as (payload: unknown, hctx: unknown) => Promise<unknown>;
  const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  return handler(job.data, { ctx, job, finalAttempt, rateLimit: (ms: number) => worker.rateLimit(ms), token });
}

/** Starts one BullMQ worker per selected queue. `close()` lets active jobs finish first. */
export async function startWorkers(ctx: CoreContext, options: { queues?: string[] | null; concurrency?: number } = {}): Promise<WorkerRuntime> {
  assertHandlersCoverCatalogue();
  const queues = resolveQueues(options.queues ?? ctx.config.workerQueues);
  const log = ctx.logger.child({ component: 'workers' });
  // Job durations for /metrics (kept in Redis: the api scrapes every worker process's runs).
  const timings = new JobTimingRecorder(ctx.redis, ctx.config.redisPrefix, (error) => log.debug({ err: error.message }, 'job timings not recorded'));
  const workers = queues.map((queue) => {
    const connection = createRedis(ctx.config.redisUrl, 'blocking', {}, ctx.config.redisCluster);
    const fair = fairShareGate(ctx, queue);
    const worker: Worker = new Worker(queue, (job, token) => dispatch(ctx, job, worker, fair, token), {
      connection,
      prefix: ctx.config.queuePrefix,
      concurrency: options.concurrency ?? queueConcurrency(queue, ctx.config),
      lockDuration: ctx.config.workerLockMs,
      stalledInterval: ctx.config.workerLockMs,
      // BullMQ only honours a pause set by `worker.rateLimit()` (after an upstream 429) in other worker
      // processes when the queue has a limiter; without one the next process takes the job at once.
      // The bound itself is never reached in practice.
      limiter: { max: QUEUE_RATE_LIMIT_MAX_PER_SECOND, duration: 1000 },
    });
    const timed = (job: Job | undefined, outcome: 'completed' | 'failed') => {
      if (job?.processedOn && job.finishedOn) timings.record(job.name, outcome, (job.finishedOn - job.processedOn) / 1000);
    };
    worker.on('completed', (job) => timed(job, 'completed'));
    worker.on('completed', (job) => void fair.ended(job));
    worker.on('failed', (job) => {
      // Only a final failure frees the member's place: a job waiting for its retry still holds it.
      if (job) void job.getState().then(async (state) => (state === 'failed' ? fair.ended(job) : undefined), () => undefined);
    });
    worker.on('failed', (job) => timed(job, 'failed'));
    worker.on('failed', (job, error) => log.warn({ queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'job failed'));
    worker.on('failed', (job, error) => {
      if (!job) return;
      settleIfAbandoned(ctx, job, error)
        .then((settled) => settled && log.warn({ queue, job: job.name, jobId: job.id, err: error.message }, 'job abandoned by the queue: settled as failed'))
        .catch((hookError: Error) => log.error({ queue, job: job.name, jobId: job.id, err: hookError.message }, 'abandoned job not settled'));
    });
    worker.on('completed', (job) => log.debug({ queue, job: job.name, jobId: job.id }, 'job completed'));
    worker.on('error', (error) => log.error({ queue, err: error.message }, 'worker error'));
    return { worker, connection };
  });
  await Promise.all(workers.map(({ worker }) => worker.waitUntilReady()));
  log.info({ queues, jobs: queues.flatMap(jobsOfQueue) }, 'workers ready');
  return {
    queues,
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.close()));
      for (const { connection } of workers) connection.disconnect();
      await timings.flush();
    },
  };
}
