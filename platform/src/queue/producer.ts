import { Queue, type JobsOptions } from 'bullmq';
import { Value } from 'typebox/value';
import { validatorOf } from '@fitrater/contracts';
import { ensureRedisReady, type Redis } from '../infra/redis';
import { AppError } from '../infra/errors';
import { JOBS, RETENTION, type JobName, type JobPayload, type QueueName } from './catalog';
import { FAIR_SHARE_PARK_MS, type FairShare } from './fair-share';

export interface Producer {
  // NoInfer: the job is named by `name` alone. Inferring it from the payload too relates TypeBox Static
  // types to each other, and working out their variance cost most of every typecheck that enqueues.
  enqueue<N extends JobName>(name: N, payload: NoInfer<JobPayload<N>>, options?: Pick<JobsOptions, 'delay' | 'priority'>): Promise<string>;
  queue(name: QueueName): Queue;
  close(): Promise<void>;
}

/** The job options for a job, in one place: id, attempts, backoff and retention. */
export function jobOptions<N extends JobName>(name: N, payload: NoInfer<JobPayload<N>>, retryDelayScale = 1): JobsOptions {
  return optionsOf(name, payload, retryDelayScale);
}

/**
 * jobOptions with the payload untyped. Relating one instantiation of a job's payload type to another
 * (a generic call, a cast between them) makes TypeScript work out the variance of TypeBox's Static,
 * which cost most of this project's typecheck; callers already hold a payload checked against its job.
 */
function optionsOf(name: JobName, payload: unknown, retryDelayScale: number): JobsOptions {
  const def = JOBS[name];
  return {
    jobId: (def.jobId as (p: unknown) => string)(payload),
    attempts: def.attempts,
    backoff: { type: 'exponential', delay: Math.max(1, Math.round(def.backoffMs * retryDelayScale)) },
    ...RETENTION,
  };
}

/**
 * Enqueues jobs. The connection must be a fail-fast one (`createRedis(url, 'client')`):
 * with Redis down, enqueue rejects at once with SERVICE_UNAVAILABLE instead of hanging.
 */
/**
 * `prefix` is BullMQ's key prefix (config.queuePrefix, `<REDIS_PREFIX>:bull` by default);
 * `retryDelayScale` multiplies each job's catalogued retry delay (config.jobRetryDelayScale).
 */
export function createProducer(connection: Redis, prefix: string, fairShare?: FairShare, retryDelayScale = 1): Producer {
  const queues = new Map<QueueName, Queue>();
  const queue = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix });
      // Errors surface on enqueue; without a listener an 'error' event would crash the process.
      q.on('error', () => undefined);
      queues.set(name, q);
    }
    return q;
  };
  return {
    queue,
    async enqueue(name, payload, options) {
      const def = JOBS[name];
      if (!validatorOf(def.payload).Check(payload)) {
        throw new Error(`Invalid payload for job ${name}: ${JSON.stringify([...Value.Errors(def.payload, payload)].slice(0, 3))}`);
      }
      if (!(await ensureRedisReady(connection))) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Queue unavailable: Redis is not reachable');
      }
      try {
        const jobOpts = { ...optionsOf(name, payload, retryDelayScale), ...options };
        // A member over their share of the queue: the job waits parked in their own line (fair-share.ts).
        const owner = 'fairShare' in def ? (payload as { userId?: string }).userId : undefined;
        const parked = !!fairShare && !!owner && !(await fairShare.claim(def.queue, owner, jobOpts.jobId!));
        if (parked) jobOpts.delay = FAIR_SHARE_PARK_MS;
        const job = await queue(def.queue).add(name, payload, jobOpts);
        // One of the member's jobs may have ended between "park" and the add: its release then let
        // this job through while it did not exist yet, and nothing would wake it before the park
        // ends. Asking again closes that window (a job already let through is let through again).
        if (parked && (await fairShare!.claim(def.queue, owner!, job.id!))) await job.promote().catch(() => undefined);
        return job.id!;
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Queue unavailable: Redis is not reachable');
      }
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
