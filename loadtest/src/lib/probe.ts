import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, type ProductProcess } from '@fitrater/test-support';
import type { Redis } from '@fitrater/platform';

/** Node flags that load loadtest/probe.mjs into a product process (with a GC the probe can trigger). */
export const PROBE_NODE_ARGS = ['--expose-gc', `--import=${pathToFileURL(join(REPO_ROOT, 'loadtest/probe.mjs')).href}`];

export interface ProcessSample { heapMb: number; rssMb: number; handles: number; byType: Record<string, number> }

let nextId = 0;
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

/** Asks one process (spawned with PROBE_NODE_ARGS and an IPC channel) for its memory after a GC. */
export function sampleProcess(p: ProductProcess, timeoutMs = 5000): Promise<ProcessSample> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      p.child.off('message', onMessage);
      reject(new Error(`${p.name} did not answer the memory probe`));
    }, timeoutMs);
    const onMessage = (message: { type?: string; id?: number; heapUsed: number; rss: number; handles: number; byType: Record<string, number> }) => {
      if (message?.type !== 'fitrater-probe' || message.id !== id) return;
      clearTimeout(timer);
      p.child.off('message', onMessage);
      resolve({ heapMb: mb(message.heapUsed), rssMb: mb(message.rss), handles: message.handles, byType: message.byType });
    };
    p.child.on('message', onMessage);
    p.child.send({ type: 'fitrater-probe', id, gc: true });
  });
}

/** Bytes Redis holds for the keys under `prefix` (MEMORY USAGE of each), and the server's used_memory. */
export interface RedisSample {
  /** Every key of the run (its Redis prefix), queues included. */
  prefixKb: number;
  keys: number;
  /** Keys outside the job queues: sessions, limits, caches, pub/sub bookkeeping. */
  otherKb: number;
  /** Per queue: finished jobs kept (bounded by RETENTION) and jobs not finished yet. */
  queues: Record<string, { completed: number; failed: number; unfinished: number }>;
  serverMb: number;
}

/** Memory of the run's keys, split into the job queues (bounded by retention) and everything else. */
export async function redisMemory(redis: Redis, prefix: string, queuePrefix: string, queueNames: readonly string[]): Promise<RedisSample> {
  let cursor = '0';
  let bytes = 0;
  let queueBytes = 0;
  let keys = 0;
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    keys += batch.length;
    const sizes = await Promise.all(batch.map((k) => redis.memory('USAGE', k).catch(() => 0)));
    batch.forEach((key, i) => {
      const size = Number(sizes[i] ?? 0);
      bytes += size;
      if (key.startsWith(`${queuePrefix}:`)) queueBytes += size;
    });
  } while (cursor !== '0');
  const queues: RedisSample['queues'] = {};
  for (const name of queueNames) {
    const key = (part: string) => `${queuePrefix}:${name}:${part}`;
    const [completed, failed, wait, active, delayed, prioritized] = await Promise.all([
      redis.zcard(key('completed')), redis.zcard(key('failed')), redis.llen(key('wait')),
      redis.llen(key('active')), redis.zcard(key('delayed')), redis.zcard(key('prioritized')),
    ]);
    queues[name] = { completed, failed, unfinished: wait + active + delayed + prioritized };
  }
  const info = await redis.info('memory');
  const used = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
  return { prefixKb: Math.round(bytes / 1024), keys, otherKb: Math.round((bytes - queueBytes) / 1024), queues, serverMb: mb(used) };
}
