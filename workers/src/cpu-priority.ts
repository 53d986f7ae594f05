import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { QUEUES, type Logger, type QueueName } from '@fitrater/platform';

/**
 * Queues whose jobs are CPU work nobody is waiting on in that moment: share cards (their own
 * `card.ready` event follows `rating.done`). A process serving only these runs at a lower CPU priority,
 * so on a small machine the rating pipeline, the api and Postgres get the cores first; measured on
 * 2 cores at 10 concurrent users, rating overhead p50 fell by a third to a half.
 */
export const BACKGROUND_CPU_QUEUES: readonly QueueName[] = [QUEUES.media];

/** Niceness for such a process (0 normal, 19 lowest); raising it needs no privileges. */
export const BACKGROUND_NICENESS = 10;

export function isBackgroundOnly(queues: readonly QueueName[]): boolean {
  return queues.length > 0 && queues.every((queue) => BACKGROUND_CPU_QUEUES.includes(queue));
}

/**
 * Lowers this process's CPU priority when it serves background queues only. On Linux the niceness is
 * per thread, so every thread running now is lowered (threads started later inherit it).
 */
export function lowerPriorityIfBackground(queues: readonly QueueName[], logger: Logger): void {
  if (!isBackgroundOnly(queues)) return;
  try {
    let threads: number[] = [0];
    try {
      threads = readdirSync('/proc/self/task').map(Number);
    } catch {
      // not Linux: the process-wide call below
    }
    for (const id of threads) setPriority(id, BACKGROUND_NICENESS);
    logger.info({ queues, niceness: BACKGROUND_NICENESS }, 'background queues only: lower CPU priority');
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'CPU priority not lowered');
  }
}
