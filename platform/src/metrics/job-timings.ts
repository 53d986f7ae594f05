import type { Redis } from '../infra/redis';

/** Upper bounds (seconds) of the job-duration histogram buckets; +Inf is the count. */
export const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300] as const;

const key = (prefix: string) => `${prefix}:metrics:job-duration`;

/**
 * Job durations are measured in the worker processes but scraped from the api,
 * so they are kept in one Redis hash as a cumulative histogram per job name and
 * outcome (`<job>|<outcome>|le=<bound>`, `…|sum`, `…|count`).
 */
export async function recordJobDuration(redis: Redis, prefix: string, job: string, outcome: 'completed' | 'failed', seconds: number): Promise<void> {
  const base = `${job}|${outcome}`;
  const pipeline = redis.multi();
  for (const bound of JOB_DURATION_BUCKETS) if (seconds <= bound) pipeline.hincrby(key(prefix), `${base}|le=${bound}`, 1);
  pipeline.hincrby(key(prefix), `${base}|count`, 1);
  pipeline.hincrbyfloat(key(prefix), `${base}|sum`, seconds);
  await pipeline.exec();
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
