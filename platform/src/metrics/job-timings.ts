import type { Redis } from '../infra/redis';

/** Upper bounds (seconds) of the job-duration histogram buckets; +Inf is the count. */
export const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300] as const;

const key = (prefix: string) => `${prefix}:metrics:job-duration`;

/**
 * Job durations are measured in the worker processes but scraped from the api,
 * so they are kept in one Redis hash as a cumulative histogram per job name and
 * outcome (`<job>|<outcome>|le=<bound>`, `…|sum`, `…|count`).
 */
/** How long job durations wait in the worker process before they are added to the shared hash. */
export const JOB_TIMING_FLUSH_MS = 1000;

/**
 * Records job durations in memory and adds them to the shared hash in one MULTI per interval (the
 * histogram is cumulative, so increments add up), instead of a MULTI of up to 14 commands per job on
 * the path of every job. A scrape sees a job at most one interval after it ended. Increments that
 * could not be written (Redis away) are kept for the next flush.
 */
export class JobTimingRecorder {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: Error) => void,
    private readonly flushMs = JOB_TIMING_FLUSH_MS,
  ) {}

  record(job: string, outcome: 'completed' | 'failed', seconds: number): void {
    const base = `${job}|${outcome}`;
    for (const bound of JOB_DURATION_BUCKETS) if (seconds <= bound) this.add(`${base}|le=${bound}`, 1);
    this.add(`${base}|count`, 1);
    this.add(`${base}|sum`, seconds);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes what was recorded so far (one at a time: a flush waits for the one before). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private add(field: string, by: number): void {
    this.pending.set(field, (this.pending.get(field) ?? 0) + by);
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const multi = this.redis.multi();
    for (const [field, by] of batch) {
      if (field.endsWith('|sum')) multi.hincrbyfloat(key(this.prefix), field, by);
      else multi.hincrby(key(this.prefix), field, by);
    }
    try {
      await multi.exec();
    } catch (error) {
      for (const [field, by] of batch) this.add(field, by);
      this.onError(error as Error);
    }
  }
}

export interface JobTiming {
  job: string;
  outcome: string;
  /** Cumulative counts per bucket bound, in JOB_DURATION_BUCKETS order. */
  buckets: number[];
  count: number;
  sum: number;
}

export async function readJobTimings(redis: Redis, prefix: string): Promise<JobTiming[]> {
  const raw = await redis.hgetall(key(prefix));
  const byJob = new Map<string, JobTiming>();
  for (const [field, value] of Object.entries(raw)) {
    const [job = '', outcome = '', part = ''] = field.split('|');
    const id = `${job}|${outcome}`;
    let timing = byJob.get(id);
    if (!timing) byJob.set(id, (timing = { job, outcome, buckets: JOB_DURATION_BUCKETS.map(() => 0), count: 0, sum: 0 }));
    if (part === 'count') timing.count = Number(value);
    else if (part === 'sum') timing.sum = Number(value);
    else if (part.startsWith('le=')) {
      const index = JOB_DURATION_BUCKETS.indexOf(Number(part.slice(3)) as (typeof JOB_DURATION_BUCKETS)[number]);
      if (index >= 0) timing.buckets[index] = Number(value);
    }
  }
  return [...byJob.values()].sort((a, b) => `${a.job}|${a.outcome}`.localeCompare(`${b.job}|${b.outcome}`));
}
