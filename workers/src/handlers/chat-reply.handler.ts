import { DelayedError } from 'bullmq';
import { streamChatReply } from '@fitrater/core';
import { selectStylist } from '@fitrater/providers';
import type { JobHandler } from './types';

/** How long a reply waits before looking again whether the user's earlier reply has ended. */
const TURN_WAIT_MS = 100;

export const chatReplyHandler: JobHandler<'chat.reply'> = async ({ replyId }, { ctx, job, token }) => {
  const stylist = selectStylist(ctx.config, ctx.logger, ctx.redis);
  const outcome = await streamChatReply(ctx, replyId, (input, options) => stylist.chat(input, options), stylist.name);
  if (outcome.status === 'wait') {
    // One reply in flight per user: this one goes back to the queue without holding a worker slot.
    await job.moveToDelayed(Date.now() + TURN_WAIT_MS, token);
    throw new DelayedError();
  }
  return outcome;
};
