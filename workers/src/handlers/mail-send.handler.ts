import { deliverOutboxMail } from '@fitrater/core';
import type { JobHandler } from './types';

export const mailSendHandler: JobHandler<'mail.send'> = async ({ outboxId }, { ctx, finalAttempt }) => {
  const result = await deliverOutboxMail(ctx, outboxId, finalAttempt);
  // The row is written before the job is enqueued, so 'missing' means it was deleted (account gone): nothing to send.
  return { result };
};
