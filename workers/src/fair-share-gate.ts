import type { Job } from 'bullmq';
import { type CoreContext } from '@fitrater/core';
import { FAIR_SHARE_PARK_MS, JOBS, createFairShare, type JobName, type QueueName } from '@fitrater/platform';

export interface FairShareGate {
  /** Before a job runs: false when its member is over their share (the job is parked again: throw DelayedError). */
  admit(job: Job, token: string | undefined): Promise<boolean>;
  /** After a job ended for good (completed, or failed with no retry left): let the member's next parked job through. */
  ended(job: Job): Promise<void>;
}

const ownerOf = (job: Job): string | undefined => {
  const def = JOBS[job.name as JobName];
  return def && 'fairShare' in def ? (job.data as { userId?: string }).userId : undefined;
};

/**
 * The worker's side of each member's fair share of a queue (platform's fair-share.ts): a job of a
 * member over their share goes back to its line without holding a worker slot, and each job that
 * ends promotes the member's next parked job.
 */
export function fairShareGate(ctx: CoreContext, queue: QueueName): FairShareGate {
  const fair = createFairShare(ctx.redis, ctx.config.redisPrefix, ctx.config.queueUserShare);
  const log = ctx.logger.child({ component: 'fair-share', queue });

  async function promote(ids: string[], userId: string): Promise<void> {
    for (const id of ids) {
      const parked = await ctx.producer.queue(queue).getJob(id);
      const state = parked ? await parked.getState() : 'unknown';
      if (state === 'delayed') {
        await parked!.promote().catch(() => undefined);
      } else if (state !== 'waiting' && state !== 'active' && state !== 'prioritized') {
        // Gone (removed, or already finished): its place goes to the next one.
        await promote(await fair.release(queue, userId, id), userId);
      }
    }
  }

  return {
    async admit(job, token) {
      const owner = ownerOf(job);
      if (!owner || (await fair.claim(queue, owner, job.id!))) return true;
      await job.moveToDelayed(Date.now() + FAIR_SHARE_PARK_MS, token);
      // One of the member's jobs may have ended between "park" and the move: its release let this
      // job through while it was still active, so the promotion found nothing to wake. Asking
      // again closes that window; otherwise the member's only job would sit out the whole park.
      if (await fair.claim(queue, owner, job.id!)) await job.promote().catch(() => undefined);
      return false;
    },
    async ended(job) {
      const owner = ownerOf(job);
      if (!owner) return;
      try {
        await promote(await fair.release(queue, owner, job.id!), owner);
      } catch (error) {
        // The parked jobs wake by themselves after FAIR_SHARE_PARK_MS: late, never lost.
        log.warn({ jobId: job.id, err: (error as Error).message }, 'fair share not released');
      }
    },
  };
}
