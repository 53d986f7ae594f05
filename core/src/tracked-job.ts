import type { Knex } from 'knex';
import type { Model, ModelClass } from 'objection';
import type { ServerEventMap, ServerEventType } from '@fitrater/contracts';
import type { CoreContext } from './context';

// A job with live progress: a state row (status and stage, the truth a reloading client reads),
// stages saved and published as `<job>.progress` events, and a resume path (a retried or
// duplicate job finishes the same row once, and re-announces a finished one). Ratings,
// styling/trends requests, account exports and garment extractions are tracked jobs; a new job with
// progress is one more `trackedJob(...)`.

/** The statuses in which a row may still be claimed or move stage (a finished or failed row is final). */
export const IN_FLIGHT = ['queued', 'processing'] as const;

/** What a table calls its states: where a row may still move, what a claimed row is, what a finished one is. */
export interface TrackedStatuses {
  inFlight: readonly string[];
  processing: string;
  done: string;
}

const DEFAULT_STATUSES: TrackedStatuses = { inFlight: IN_FLIGHT, processing: 'processing', done: 'done' };

/** The server events that report a stage: their payload carries the stage and its percent. */
export type ProgressEventType = {
  [K in ServerEventType]: ServerEventMap[K] extends { stage: string; percent: number } ? K : never;
}[ServerEventType];

/** The stage type of a progress event. */
export type StageOf<E extends ProgressEventType> = ServerEventMap[E]['stage'];

/** What every tracked row has (`id` is its key: a getter where the table's key has another name, as a garment extraction's rating id). */
export interface TrackedRow {
  id: string;
  userId: string;
  status: string;
}

/** The part of a row its progress events read: the id, the user and the columns named by K. */
export type EventRow<M extends TrackedRow, K extends keyof M> = Pick<M, 'id' | 'userId'> & Pick<M, K>;

export interface TrackedJobSpec<M extends Model & TrackedRow, E extends ProgressEventType, K extends keyof M = 'id'> {
  /** The state row's model (its table has `status` and `stage`). */
  model: ModelClass<M>;
  /** The progress event a row's stages go out as (styling and trends requests share a table). */
  event(row: EventRow<M, K>): E;
  /** The event's payload for a stage of this row. */
  progress(row: EventRow<M, K>, stage: StageOf<E>): ServerEventMap[E];
  /**
   * The table's status names, when they are not queued/processing/done (an account export stays
   * `pending` while it runs, because the database allows one pending export per member).
   */
  statuses?: TrackedStatuses;
}

/** The progress of one run, as the job reports it. */
export interface StageReporter<S> {
  /** Publishes a stage without waiting (stages leave in the order they were announced). */
  announce(stage: S): void;
  /** Saves the stage on the row and publishes it; resolves once both are done. */
  save(stage: S): Promise<void>;
  /** Resolves once every stage announced so far is published: the job's end event goes after them. */
  published(): Promise<void>;
}

export type TrackedOutcome<T> = T | { status: 'failed' } | { status: 'missing' };

export interface TrackedRun<M, S, T> {
  /** The stage the claim saves (in the same statement as the claim) and announces. */
  firstStage: S;
  /** The work, from the claimed row to the finished one; undefined when the row was deleted meanwhile. */
  produce(row: M, stages: StageReporter<S>): Promise<M | undefined>;
  /** Tells the user the row is finished; also for a row a previous run finished (resume). */
  finish(done: M): Promise<T>;
}

export interface TrackedJob<M, S, R> {
  /**
   * The write that saves a stage, as a query to run alone or as a CTE beside the statement the job
   * runs next anyway (no round trip of its own).
   */
  stageWrite(db: Knex, id: string, stage: S): Knex.QueryBuilder;
  /** Moves an in-flight row to `processing` at `stage` and returns it, in one statement; undefined when it is missing or final. */
  claim(db: Knex, id: string, stage: S): Promise<M | undefined>;
  /** The stage reporter of one row. */
  stages(ctx: CoreContext, row: R): StageReporter<S>;
  /**
   * One run: a pending row is claimed and produced once; a missing row is gone, a failed one stays
   * failed, a finished one is announced again (a client that missed the event still hears it).
   * Stages announced before a failure are published before the run rejects, so a failure event
   * never overtakes them.
   */
  run<T>(ctx: CoreContext, id: string, job: TrackedRun<M, S, T>): Promise<TrackedOutcome<T>>;
}

export function trackedJob<M extends Model & TrackedRow, E extends ProgressEventType, K extends keyof M = 'id'>(
  spec: TrackedJobSpec<M, E, K>,
): TrackedJob<M, StageOf<E>, EventRow<M, K>> {
  type S = StageOf<E>;
  type R = EventRow<M, K>;
  const table = spec.model.tableName;
  const statuses = spec.statuses ?? DEFAULT_STATUSES;
  // The key column by the model's own name for it (`id` unless the model says otherwise).
  const key = String(spec.model.idColumn);
  const stageWrite = (db: Knex, id: string, stage: S) =>
    db(table).update({ stage, status: statuses.processing }).where({ [key]: id }).whereIn('status', statuses.inFlight);

  const stages = (ctx: CoreContext, row: R): StageReporter<S> => {
    // Stages announced in the same turn of the event loop (a text rating's preparing and analysing)
    // leave together in one pipeline; batches are chained so they leave in order even on a Redis
    // Cluster, where two PUBLISHes in flight may take different nodes.
    let publishing: Promise<void> = Promise.resolve();
    let pending: S[] = [];
    const flush = () => {
      const batch = pending;
      pending = [];
      return ctx.publisher
        .publishMany(row.userId, spec.event(row), batch.map((stage) => spec.progress(row, stage)))
        .catch((error: Error) => ctx.logger.debug({ err: error.message, table }, 'progress event not published'));
    };
    const announce = (stage: S) => {
      pending.push(stage);
      if (pending.length > 1) return;
      const turnEnded = new Promise<void>((resolve) => setImmediate(resolve));
      publishing = Promise.all([publishing, turnEnded]).then(flush);
    };
    return {
      announce,
      async save(stage) {
        announce(stage);
        await Promise.all([stageWrite(ctx.db, row.id, stage), publishing]);
      },
      published: () => publishing,
    };
  };

  const claim = async (db: Knex, id: string, stage: S): Promise<M | undefined> => {
    const [row] = await stageWrite(db, id, stage).returning('*');
    return row ? spec.model.fromDatabaseJson(row) : undefined;
  };

  return {
    stageWrite,
    claim,
    stages,
    async run(ctx, id, job) {
      const claimed = await claim(ctx.db, id, job.firstStage);
      if (!claimed) {
        const found = await ctx.db(table).where({ [key]: id }).first();
        const row = found ? spec.model.fromDatabaseJson(found) : undefined;
        if (!row) return { status: 'missing' };
        if (row.status !== statuses.done) return { status: 'failed' };
        return job.finish(row);
      }
      const reporter = stages(ctx, claimed);
      reporter.announce(job.firstStage);
      let done: M | undefined;
      try {
        done = await job.produce(claimed, reporter);
      } finally {
        await reporter.published();
      }
      return done ? job.finish(done) : { status: 'missing' };
    },
  };
}
