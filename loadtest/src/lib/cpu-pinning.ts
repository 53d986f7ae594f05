import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Pins processes to CPUs with `taskset` (util-linux), so a load run can keep the measured server
 * and the load generator off each other's cores. `null` when it cannot: no taskset, or one CPU.
 */
export interface CpuPinning {
  /** All of `pid`'s threads (and the children it starts from now on) run on `cpus` only ("0", "1-3"). */
  pin(pid: number, cpus: string): void;
  /** Back to every CPU. */
  unpin(pid: number): void;
  serverCpus: string;
  clientCpus: string;
}

export function cpuPinning(): CpuPinning | null {
  const cpus = availableParallelism();
  if (cpus < 2) return null;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const set = (pid: number, list: string) => execFileSync('taskset', ['-a', '-p', '-c', list, String(pid)], { stdio: 'ignore' });
  // The server gets the first half of the CPUs, the clients the rest (on 2 CPUs: one each).
  const half = Math.floor(cpus / 2);
  const range = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);
  return {
    pin: set,
    unpin: (pid) => set(pid, range(0, cpus - 1)),
    serverCpus: range(0, half - 1),
    clientCpus: range(half, cpus - 1),
  };
}
