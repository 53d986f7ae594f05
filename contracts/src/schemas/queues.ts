import { Type, type Static } from 'typebox';

/** The admin queue view: counts per queue and state, failed jobs with their errors, retry. */
export const QueueStatusView = Type.Object({
  queue: Type.String(),
  isPaused: Type.Boolean(),
  waiting: Type.Integer(),
  active: Type.Integer(),
  delayed: Type.Integer(),
  failed: Type.Integer(),
  completed: Type.Integer(),
  paused: Type.Integer(),
});
export type QueueStatusView = Static<typeof QueueStatusView>;

export const QueueListReply = Type.Object({ queues: Type.Array(QueueStatusView) });
export type QueueListReply = Static<typeof QueueListReply>;

export const QueueParams = Type.Object({ queue: Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z-]+$' }) });
export type QueueParams = Static<typeof QueueParams>;

export const FailedJobView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  error: Type.String(),
  attempts: Type.Integer(),
  failedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type FailedJobView = Static<typeof FailedJobView>;

export const FailedJobsReply = Type.Object({ jobs: Type.Array(FailedJobView) });
export type FailedJobsReply = Static<typeof FailedJobsReply>;

export const RetryJobBody = Type.Union([
  Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type RetryJobBody = Static<typeof RetryJobBody>;

export const RetryReply = Type.Object({ retried: Type.Integer() });
export type RetryReply = Static<typeof RetryReply>;
