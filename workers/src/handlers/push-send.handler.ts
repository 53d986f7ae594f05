import { sendPushBatch } from '@fitrater/core';
import { pushProviderFor } from '@fitrater/providers';
import type { JobHandler } from './types';

export const pushSendHandler: JobHandler<'push.send'> = async (payload, { ctx }) =>
  sendPushBatch(ctx, await pushProviderFor(ctx), payload);
