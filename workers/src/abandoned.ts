import type { Job } from 'bullmq';
import {
  endExtractionIfFailedForGood, endRatingIfFailedForGood, endExportIfFailedForGood, failBroadcast, endStylingIfFailedForGood, failChatReply, settleAbandonedPushBatch, type CoreContext,
} from '@fitrater/core';
import { type JobName, type JobPayload } from '@fitrater/platform';

type AbandonHook<N extends JobName> = (ctx: CoreContext, payload: JobPayload<N>, error: Error) => Promise<void>;

/**
 * What ends the thing a job was for when the queue gives up on the job without its handler
 * deciding: a job that stalled more often than allowed (its worker was killed, or starved past
 * its lock) is failed by BullMQ directly, and a handler can also throw on its last attempt. Each
 * hook does what the handler does on a last attempt, and is idempotent, so nothing stays pending
 * for ever: the rating fails and gives its quota unit back, the broadcast's counts add up.
 */
export const ON_ABANDONED: { [N in JobName]?: AbandonHook<N> } = {
  'outfit.rate': async (ctx, { ratingId }, error) => { await endRatingIfFailedForGood(ctx, ratingId, error, true); },
  'styling.suggest': async (ctx, { requestId }, error) => { await endStylingIfFailedForGood(ctx, requestId, error, true); },
  'styling.generate': async (ctx, { requestId }, error) => { await endStylingIfFailedForGood(ctx, requestId, error, true); },
  'styling.combine': async (ctx, { requestId }, error) => { await endStylingIfFailedForGood(ctx, requestId, error, true); },
  'trends.generate': async (ctx, { requestId }, error) => { await endStylingIfFailedForGood(ctx, requestId, error, true); },
  'chat.reply': (ctx, { replyId, userId }, error) => failChatReply(ctx, replyId, error, userId),
  'notify.broadcast': (ctx, { broadcastId }, error) => failBroadcast(ctx, broadcastId, error.message),
  'push.send': (ctx, payload, error) => settleAbandonedPushBatch(ctx, payload, error.message),
  'account.export': async (ctx, { exportId }) => { await endExportIfFailedForGood(ctx, exportId, true); },
  'closet.extract': async (ctx, { ratingId }, error) => { await endExtractionIfFailedForGood(ctx, ratingId, error, true); },
};

/** Runs the job's hook when the failure is final (the job is in the failed set, not waiting for a retry). */
export async function settleIfAbandoned(ctx: CoreContext, job: Job, error: Error): Promise<boolean> {
  const hook = ON_ABANDONED[job.name as JobName] as AbandonHook<JobName> | undefined;
  if (!hook || (await job.getState()) !== 'failed') return false;
  await hook(ctx, job.data as JobPayload<JobName>, error);
  return true;
}
