import type { PlatformContext } from '../context';
import { redact } from '../config/config';
import { AppError } from '../infra/errors';
import { QUEUE_NAMES, type QueueName } from './catalog';

/**
 * Operator actions on the queues (CLI `fitrater queues …`). Every function
 * takes a queue name from the catalogue; anything else is refused, so a typo
 * cannot create a new, empty queue in Redis.
 */

export interface QueueStatus {
  queue: QueueName;
  /** Paused globally (no worker takes new jobs); active jobs still finish. */
  isPaused: boolean;
  /** Ready to run, including prioritised jobs. */
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  /** Jobs held while the queue is paused. */
  paused: number;
}

export function isQueueName(name: string): name is QueueName {
  return (QUEUE_NAMES as string[]).includes(name);
}

export function parseQueueName(name: string): QueueName {
  if (!isQueueName(name)) {
    throw new AppError('VALIDATION', `Unknown queue "${name}". Known queues: ${QUEUE_NAMES.join(', ')}`);
  }
  return name;
}

/**
 * The producer's connection fails fast (no offline queue), so commands sent
 * while it is still connecting would fail: wait until it is ready. An operator
 * tool should not wait out a refused connection, so the first connection error
 * ends the wait too.
 */
export async function ensureQueueConnection(ctx: PlatformContext, timeoutMs = 5000): Promise<void> {
  const redis = ctx.redis;
  if (redis.status === 'ready') return;
  const problem = await new Promise<string | null>((resolve) => {
    const done = (result: string | null) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(result);
    };
    const onReady = () => done(null);
    const onError = (error: Error & { code?: string }) => done(error.code ?? error.message);
    const timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs);
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
  if (problem !== null) {
    throw new AppError('SERVICE_UNAVAILABLE', `Redis is not reachable at ${redact(ctx.config.redisUrl)} (${redact(problem)})`);
  }
}

export async function queueStatus(ctx: PlatformContext, name: QueueName): Promise<QueueStatus> {
  const queue = ctx.producer.queue(parseQueueName(name));
  await ensureQueueConnection(ctx);
  const [counts, isPaused] = await Promise.all([
    queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed', 'paused'),
    queue.isPaused(),
  ]);
  return {
    queue: name,
    isPaused,
    waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    failed: counts.failed ?? 0,
    completed: counts.completed ?? 0,
    paused: counts.paused ?? 0,
  };
}

/** Counts for every queue of the catalogue, in catalogue order. */
export async function allQueueStatuses(ctx: PlatformContext): Promise<QueueStatus[]> {
  await ensureQueueConnection(ctx);
  return Promise.all(QUEUE_NAMES.map((name) => queueStatus(ctx, name)));
}

/** Moves every failed job of a queue back to waiting; returns how many were failed. */
export async function retryFailedJobs(ctx: PlatformContext, name: QueueName): Promise<number> {
  const queue = ctx.producer.queue(parseQueueName(name));
  await ensureQueueConnection(ctx);
  const failed = await queue.getFailedCount();
  if (failed > 0) await queue.retryJobs({ state: 'failed', count: 500 });
  return failed;
}

export interface PauseResult {
  queue: QueueName;
  /** False when the queue already was in the requested state. */
  changed: boolean;
}

export async function pauseQueue(ctx: PlatformContext, name: QueueName): Promise<PauseResult> {
  const queue = ctx.producer.queue(parseQueueName(name));
  await ensureQueueConnection(ctx);
  const wasPaused = await queue.isPaused();
  if (!wasPaused) await queue.pause();
  return { queue: name, changed: !wasPaused };
}

export async function resumeQueue(ctx: PlatformContext, name: QueueName): Promise<PauseResult> {
  const queue = ctx.producer.queue(parseQueueName(name));
  await ensureQueueConnection(ctx);
  const wasPaused = await queue.isPaused();
  if (wasPaused) await queue.resume();
  return { queue: name, changed: wasPaused };
}
