import { failBroadcast, fanOutBroadcast } from '@fitrater/core';
import type { JobHandler } from './types';

export const notifyBroadcastHandler: JobHandler<'notify.broadcast'> = async ({ broadcastId }, { ctx, finalAttempt }) => {
  try {
    return await fanOutBroadcast(ctx, broadcastId);
  } catch (error) {
    if (finalAttempt) await failBroadcast(ctx, broadcastId, (error as Error).message);
    throw error;
  }
};
