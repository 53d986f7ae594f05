import type { Job } from 'bullmq';
import type { CoreContext } from '@fitrater/core';
import type { JobName, JobPayload } from '@fitrater/platform';

export interface HandlerContext {
  ctx: CoreContext;
  job: Job;
  /** True when this is the job's last attempt (no retry follows a failure). */
  finalAttempt: boolean;
  /** Pauses this job's queue for `ms` (BullMQ rate limiter), e.g. after an upstream 429. */
  rateLimit?: (ms: number) => Promise<void>;
  /** The worker's lock token for this job (needed to move it back to delayed). */
  token?: string;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, hctx: HandlerContext) => Promise<unknown>;
