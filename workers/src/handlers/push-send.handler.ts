import { pushProviderFor, sendPushBatch } from '@fitrater/core';
import type { JobHandler } from './types';

export const pushSendHandler: JobHandler<'push.send'> = async (payload, { ctx }) =>
  sendPushBatch(ctx, await pushProviderFor(ctx), payload);
