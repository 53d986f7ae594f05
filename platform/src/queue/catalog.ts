import { Type, type Static, type TSchema } from 'typebox';

/**
 * Every queue and job, defined once. Queue names are frozen once shipped:
 * renaming one strands the jobs already in Redis. A new feature adds a queue
 * (if it needs its own concurrency) and its jobs here; the worker refuses to
 * boot until each job has exactly one handler.
 */
export const QUEUES = {
  /** Light, I/O-bound jobs: e-mail, notifications. */
  default: 'default',
  /** Outfit ratings: image preparation and the stylist engine, kept apart from light jobs. */
  rating: 'rating',
  /** Share-card rendering (CPU-bound, short). */
  media: 'media',
  /** Premium styling and trend generation: short CPU work locally, network waits with a remote AI. */
  styling: 'styling',
  /** Stylist chat replies: mostly waiting on the engine's stream (a word every 30 ms), so many at once. */
  chat: 'chat',
  /**
   * The closet's cut-outs of a rated photo: CPU (vision and image work) like share cards, but a member
   * waits on the results screen for them, so they never queue behind other members' cards in the
   * niced `cards` process: the `workers` process serves them in slots of their own.
   */
  closet: 'closet',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Jobs a worker process runs at once per queue (WORKER_CONCURRENCY overrides
 * all). I/O-bound mail can run many; ratings wait on the AI but also decode
 * photos; card rendering is pure CPU, so one at a time leaves the cores to ratings.
 */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = { default: 8, rating: 2, media: 1, styling: 2, chat: 100, closet: 2 };

/** With a remote AI the rating work is waiting on the network, so many run at once; the local engine is CPU. */
export const REMOTE_AI_RATING_CONCURRENCY = 16;
/**
 * Styling with a remote AI has no photo to decode: a job is a few queries around one network wait,
 * so like chat replies many run at once (at 16, 50 members asking at once queued for a free slot).
 */
export const REMOTE_AI_STYLING_CONCURRENCY = 64;
/** With the openai engine each cut piece is also described by the model: the extraction mostly waits on the network. */
export const REMOTE_AI_CLOSET_CONCURRENCY = 8;

export function queueConcurrency(queue: QueueName, config: { aiProvider: 'local' | 'openai'; workerConcurrency: number | null }): number {
  if (config.workerConcurrency) return config.workerConcurrency;
  if (queue === QUEUES.rating && config.aiProvider === 'openai') return REMOTE_AI_RATING_CONCURRENCY;
  if (queue === QUEUES.styling && config.aiProvider === 'openai') return REMOTE_AI_STYLING_CONCURRENCY;
  if (queue === QUEUES.closet && config.aiProvider === 'openai') return REMOTE_AI_CLOSET_CONCURRENCY;
  return QUEUE_CONCURRENCY[queue];
}
export const QUEUE_NAMES = Object.values(QUEUES) as QueueName[];

const Id = Type.String({ format: 'uuid' });
/** The member a job works for: its fair share of the queue is counted per member (optional: jobs queued before it existed lack it). */
const Owner = Type.Optional(Id);

export const JOBS = {
  'mail.send': {
    queue: QUEUES.default,
    payload: Type.Object({ outboxId: Id }, { additionalProperties: false }),
    /** Deterministic: enqueueing the same mail twice is a no-op. No ':' and never all digits (BullMQ). */
    jobId: (p: { outboxId: string }) => `mail-${p.outboxId}`,
    attempts: 6,
    backoffMs: 2_000,
  },
  'auth.reset.request': {
    queue: QUEUES.default,
    payload: Type.Object(
      { email: Type.String({ maxLength: 254 }), language: Type.String({ maxLength: 8 }), requestId: Id },
      { additionalProperties: false },
    ),
    /** Each request is its own job; the id still guards against a double enqueue of one request. */
    jobId: (p: { requestId: string }) => `reset-${p.requestId}`,
    attempts: 5,
    backoffMs: 2_000,
  },
  'outfit.rate': {
    queue: QUEUES.rating,
    payload: Type.Object({ ratingId: Id }, { additionalProperties: false }),
    jobId: (p: { ratingId: string }) => `rating-${p.ratingId}`,
    attempts: 3,
    backoffMs: 3_000,
  },
  'card.render': {
    queue: QUEUES.media,
    payload: Type.Object({ ratingId: Id }, { additionalProperties: false }),
    jobId: (p: { ratingId: string }) => `card-${p.ratingId}`,
    attempts: 3,
    backoffMs: 2_000,
  },
  'chat.reply': {
    queue: QUEUES.chat,
    payload: Type.Object({ replyId: Id, userId: Owner }, { additionalProperties: false }),
    jobId: (p: { replyId: string }) => `chat-${p.replyId}`,
    fairShare: true,
    // A reply cut off mid-stream cannot be replayed (the user saw its deltas): it fails instead of retrying.
    attempts: 1,
    backoffMs: 1_000,
  },
  'maintenance.cleanup': {
    queue: QUEUES.default,
    payload: Type.Object({ tick: Type.String({ pattern: '^[0-9T-]+$', maxLength: 32 }) }, { additionalProperties: false }),
    /** One per scheduler tick, however many schedulers run. */
    jobId: (p: { tick: string }) => `cleanup-${p.tick}`,
    attempts: 3,
    backoffMs: 10_000,
  },
  // Community
  'challenge.rotate': {
    queue: QUEUES.default,
    /** The Monday (UTC) whose challenge this opens, YYYY-MM-DD. */
    payload: Type.Object({ week: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }) }, { additionalProperties: false }),
    /** One per week, however many schedulers run or restart. */
    jobId: (p: { week: string }) => `challenge-rotate-${p.week}`,
    attempts: 5,
    backoffMs: 10_000,
  },
  // Billing
  'billing.sweep': {
    queue: QUEUES.default,
    payload: Type.Object({ tick: Type.String({ pattern: '^[0-9T-]+$', maxLength: 32 }) }, { additionalProperties: false }),
    /** Hourly renewal reminders and expiry notices; one per tick however many schedulers run. */
    jobId: (p: { tick: string }) => `billing-sweep-${p.tick}`,
    attempts: 3,
    backoffMs: 30_000,
  },
  // Premium styling and trends: one row per request holds the state; the job id guards a double enqueue.
  'styling.suggest': { queue: QUEUES.styling, payload: Type.Object({ requestId: Id, userId: Owner }, { additionalProperties: false }), jobId: (p: { requestId: string }) => `styling-${p.requestId}`, fairShare: true, attempts: 3, backoffMs: 2_000 },
  'styling.generate': { queue: QUEUES.styling, payload: Type.Object({ requestId: Id, userId: Owner }, { additionalProperties: false }), jobId: (p: { requestId: string }) => `styling-${p.requestId}`, fairShare: true, attempts: 3, backoffMs: 2_000 },
  'styling.combine': { queue: QUEUES.styling, payload: Type.Object({ requestId: Id, userId: Owner }, { additionalProperties: false }), jobId: (p: { requestId: string }) => `styling-${p.requestId}`, fairShare: true, attempts: 3, backoffMs: 2_000 },
  'trends.generate': { queue: QUEUES.styling, payload: Type.Object({ requestId: Id, userId: Owner }, { additionalProperties: false }), jobId: (p: { requestId: string }) => `trends-${p.requestId}`, fairShare: true, attempts: 3, backoffMs: 5_000 },
  /** An operator's or the scheduler's refresh of the trend catalogue (no user, no request row): one per key (an ISO week for the scheduler). */
  'trends.refresh': {
    queue: QUEUES.styling,
    payload: Type.Object({
      season: Type.Union([Type.Literal('current'), Type.Literal('spring'), Type.Literal('summer'), Type.Literal('fall'), Type.Literal('winter')]),
      timeframe: Type.Union([Type.Literal('current'), Type.Literal('next_season')]),
      key: Type.String({ pattern: '^[A-Za-z0-9_-]+$', maxLength: 64 }),
    }, { additionalProperties: false }),
    jobId: (p: { key: string }) => `trends-refresh-${p.key}`,
    attempts: 3,
    backoffMs: 10_000,
  },
  // notifications
  'notify.broadcast': {
    queue: QUEUES.default,
    payload: Type.Object({ broadcastId: Id }, { additionalProperties: false }),
    /** One fan-out per broadcast, however often it is enqueued. */
    jobId: (p: { broadcastId: string }) => `broadcast-${p.broadcastId}`,
    attempts: 5,
    backoffMs: 5_000,
  },
  /** The scheduler's hourly reminder tick: one broadcast for the zones at 08:00 (morning tip) or 19:00 (streak). */
  'notify.reminder': {
    queue: QUEUES.default,
    payload: Type.Object(
      { kind: Type.Union([Type.Literal('morning_tip'), Type.Literal('streak_reminder')]), hour: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}$' }) },
      { additionalProperties: false },
    ),
    /** One per kind and UTC hour, however many schedulers run or restart. */
    jobId: (p: { kind: string; hour: string }) => `reminder-${p.kind}-${p.hour}`,
    attempts: 5,
    backoffMs: 10_000,
  },
  'push.send': {
    queue: QUEUES.default,
    payload: Type.Object(
      { broadcastId: Id, batch: Type.Integer({ minimum: 0 }), subscriptionIds: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
      { additionalProperties: false },
    ),
    jobId: (p: { broadcastId: string; batch: number }) => `push-${p.broadcastId}-${p.batch}`,
    attempts: 5,
    backoffMs: 5_000,
  },
  // "Download my data" writes one ZIP per request.
  'account.export': {
    queue: QUEUES.default,
    payload: Type.Object({ exportId: Id }, { additionalProperties: false }),
    jobId: (p: { exportId: string }) => `export-${p.exportId}`,
    attempts: 3,
    backoffMs: 5_000,
  },
  // The pieces of a rated photo cut out for the member's closet, while they wait on the results screen.
  // Jobs added before it had a queue of its own still run where they are (a worker runs any job of the catalogue it is given).
  'closet.extract': { queue: QUEUES.closet, payload: Type.Object({ ratingId: Id, userId: Owner }, { additionalProperties: false }), jobId: (p: { ratingId: string }) => `closet-extract-${p.ratingId}`, fairShare: true, attempts: 2, backoffMs: 2_000 },
} as const satisfies Record<string, JobDefinition<TSchema>>;

export interface JobDefinition<S extends TSchema> {
  queue: QueueName;
  payload: S;
  // `never` so each entry may type its own payload; JobPayload<N> gives callers the precise type.
  jobId: (payload: never) => string;
  attempts: number;
  backoffMs: number;
  /** Counted per member (payload.userId) against QUEUE_USER_SHARE: one member's burst waits in its own line (fair-share.ts). */
  fairShare?: true;
}

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = Static<(typeof JOBS)[N]['payload']>;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

export function jobsOfQueue(queue: QueueName): JobName[] {
  return JOB_NAMES.filter((name) => JOBS[name].queue === queue);
}

/** Retention: keep enough finished jobs to debug, never forever. */
export const RETENTION = {
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 5000 },
} as const;
