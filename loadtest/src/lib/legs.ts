import { readdirSync, readFileSync } from 'node:fs';
import type { Producer } from '@fitrater/platform';
import type { ProductProcess } from '@fitrater/test-support';
import { percentile, round } from './stats';

/**
 * Where a job scenario's overhead goes: each leg's p50 / p95 (ms) from timestamps the run already
 * has (the client's, BullMQ's processedOn/finishedOn, the event's own `at`), all epoch ms of this
 * machine's one clock. And the CPU each product process spent per request: on a small machine the
 * latency tail is mostly CPU queueing, so CPU per request is what the legs cost.
 */
export type Legs = Record<string, number[]>;

export function legSummary(legs: Legs): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, xs] of Object.entries(legs)) out[`${name}Ms`] = xs.length ? `${round(percentile(xs, 50))} / ${round(percentile(xs, 95))}` : 'n/a';
  return out;
}

/** BullMQ's start and end of a job (epoch ms), or null when the job is gone. */
export async function jobTimes(producer: Producer, queue: Parameters<Producer['queue']>[0], jobId: string): Promise<{ processedOn: number; finishedOn: number | null } | null> {
  const job = await producer.queue(queue).getJob(jobId);
  return job?.processedOn ? { processedOn: job.processedOn, finishedOn: job.finishedOn ?? null } : null;
}

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU (ms) of every process of this machine named `comm` (Postgres backends, Redis), by pid. */
function cpuByPid(comm: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) out.set(pid, cpuMs(pid));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU used since `start` by the processes named `comm` (backends started meanwhile count in full). */
function cpuSince(comm: string, start: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of cpuByPid(comm)) total += ms - (start.get(pid) ?? 0);
  return total;
}

/**
 * Starts counting the CPU of the stack's api and workers processes, of this one (clients and AI
 * fake), and of the local Postgres and Redis servers (shared: a figure for a run that has the
 * machine to itself, as under the CPU lock).
 */
export function cpuMeter(processes: ProductProcess[]): { perRequest(requests: number): Record<string, number> } {
  const named = [...processes.map((p) => ({ name: p.name, pid: p.child.pid })), { name: 'loadgen+fake', pid: process.pid }];
  const start = named.map((p) => cpuMs(p.pid));
  const servers = ['postgres', 'redis-server'].map((comm) => ({ comm, start: cpuByPid(comm) }));
  return {
    perRequest(requests) {
      const n = Math.max(1, requests);
      const out: Record<string, number> = {};
      named.forEach((p, i) => (out[p.name] = round((cpuMs(p.pid) - start[i]!) / n, 2)));
      for (const s of servers) out[s.comm] = round(cpuSince(s.comm, s.start) / n, 2);
      return out;
    },
  };
}
