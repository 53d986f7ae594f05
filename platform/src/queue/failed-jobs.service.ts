import type { PlatformContext } from '../context';
import { AppError } from '../infra/errors';
import { ensureQueueConnection, parseQueueName } from './queue-admin.service';
import type { QueueName } from './catalog';

export interface FailedJob {
  id: string;
  name: string;
  error: string;
  attempts: number;
  failedAt: string | null;
}

/** The newest failed jobs of a queue with their errors (the admin queue view). */
export async function listFailedJobs(ctx: PlatformContext, name: QueueName, limit = 50): Promise<FailedJob[]> {
  const queue = ctx.producer.queue(parseQueueName(name));
  await ensureQueueConnection(ctx);
  const jobs = await queue.getFailed(0, limit - 1);
  return jobs.filter(Boolean).map((job) => ({
    id: String(job.id),
    name: job.name,
    error: (job.failedReason ?? '').slice(0, 500),
    attempts: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  }));
}

/** Moves one failed job back to waiting. */
export async function retryFailedJob(ctx: PlatformContext, name: QueueName, jobId: string): Promise<void> {
  const queue = ctx.producer.queue(parseQueueName(name));
  await ensureQueueConnection(ctx);
  const job = await queue.getJob(jobId);
  if (!job || !(await job.isFailed())) throw new AppError('NOT_FOUND', 'No such failed job');
  await job.retry('failed');
}
