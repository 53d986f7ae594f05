import type { Redis } from '../infra/redis';

/**
 * Each member's fair share of a queue (QUEUE_USER_SHARE): at most `share` of one member's jobs are
 * waiting or running at once; the rest are parked (BullMQ delayed jobs) in the member's own line
 * and promoted one by one as the member's own jobs finish. A burst of 400 requests from one member
 * thus puts 2 jobs ahead of the next member's request, not 400.
 *
 * Per member and queue, two sorted sets in one Redis Cluster slot (hash tag):
 * `inflight` (job ids let through, scored by when) and `parked` (job ids waiting their turn, by arrival).
 * Nothing here can lose a job: a parked job is a real delayed job that wakes by itself after
 * PARK_MS if no promotion comes (a lost release, a crashed worker), and asks again.
 */
export const FAIR_SHARE_PARK_MS = 60_000;
/** An inflight entry older than this is forgotten (its job's release was lost): the slot frees itself. */
export const FAIR_SHARE_STALE_MS = 10 * 60_000;

const CLAIM = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return 1
end
redis.call('ZADD', KEYS[2], 'NX', ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 0
`;

const RELEASE = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
local promoted = {}
while redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) do
  local nextJob = redis.call('ZPOPMIN', KEYS[2])
  if #nextJob == 0 then break end
  redis.call('ZADD', KEYS[1], ARGV[3], nextJob[1])
  table.insert(promoted, nextJob[1])
end
if #promoted > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[5]) end
return promoted
`;

export interface FairShare {
  /** Lets `jobId` through (true) or parks it in the member's line (false). A job already let through is let through again. */
  claim(queue: string, userId: string, jobId: string): Promise<boolean>;
  /** `jobId` ended for good: frees its place and names the parked jobs now let through (to promote). */
  release(queue: string, userId: string, jobId: string): Promise<string[]>;
}

export function createFairShare(redis: Redis, redisPrefix: string, share: number): FairShare {
  const keys = (queue: string, userId: string) => {
    const slot = `${redisPrefix}:fair:{${queue}:${userId}}`;
    return [`${slot}:inflight`, `${slot}:parked`];
  };
  const args = (jobId: string) => {
    const now = Date.now();
    return [jobId, String(share), String(now), String(now - FAIR_SHARE_STALE_MS), String(2 * FAIR_SHARE_STALE_MS)];
  };
  return {
    async claim(queue, userId, jobId) {
      return Number(await redis.eval(CLAIM, 2, ...keys(queue, userId), ...args(jobId))) === 1;
    },
    async release(queue, userId, jobId) {
      return (await redis.eval(RELEASE, 2, ...keys(queue, userId), ...args(jobId))) as string[];
    },
  };
}
