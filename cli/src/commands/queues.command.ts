import { Command } from 'commander';
import {
  QUEUE_NAMES,
  allQueueStatuses,
  pauseQueue,
  resumeQueue,
  retryFailedJobs,
  type QueueName,
} from '@fitrater/platform';
import { withContext } from '../support/runtime';
import { formatTable, print, printJson } from '../support/output';
import { queueName } from '../support/parsers';
import { UsageError } from '../support/errors';

/** `pause QUEUE` or `pause --all`, exactly one of them. */
function selectQueues(queue: QueueName | undefined, all: boolean | undefined, verb: string): QueueName[] {
  if (queue && all) throw new UsageError(`give either a queue or --all to ${verb}, not both`);
  if (!queue && !all) throw new UsageError(`name the queue to ${verb} (${QUEUE_NAMES.join(', ')}) or pass --all`);
  return queue ? [queue] : [...QUEUE_NAMES];
}

/** Registers `fitrater queues …` on the program (subcommands inherit its settings). */
export function queuesCommand(program: Command): void {
  const queues = program.command('queues').description('Job queues (BullMQ)');

  queues.command('status')
    .description('Job counts per queue')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const statuses = await allQueueStatuses(ctx);
        if (options.json) return printJson(statuses);
        print(formatTable(statuses, [
          { header: 'QUEUE', value: (s) => s.queue },
          { header: 'STATE', value: (s) => (s.isPaused ? 'paused' : 'running') },
          { header: 'WAITING', value: (s) => s.waiting, align: 'right' },
          { header: 'ACTIVE', value: (s) => s.active, align: 'right' },
          { header: 'DELAYED', value: (s) => s.delayed, align: 'right' },
          { header: 'FAILED', value: (s) => s.failed, align: 'right' },
          { header: 'COMPLETED', value: (s) => s.completed, align: 'right' },
          { header: 'PAUSED', value: (s) => s.paused, align: 'right' },
        ]));
      });
    });

  queues.command('retry-failed')
    .description('Move every failed job of a queue back to waiting')
    .argument('<queue>', `queue name (${QUEUE_NAMES.join(', ')})`, queueName)
    .action(async (queue: QueueName, _options: unknown, command: Command) => {
      await withContext(command, async (ctx) => {
        const count = await retryFailedJobs(ctx, queue);
        print(count === 0 ? `No failed jobs in ${queue}.` : `Retrying ${count} failed job(s) in ${queue}.`);
      });
    });

  for (const [verb, action, done] of [
    ['pause', pauseQueue, 'paused'],
    ['resume', resumeQueue, 'resumed'],
  ] as const) {
    queues.command(verb)
      .description(verb === 'pause'
        ? 'Stop workers from taking new jobs (active jobs finish)'
        : 'Let workers take jobs again')
      .argument('[queue]', `queue name (${QUEUE_NAMES.join(', ')})`, queueName)
      .option('--all', `${verb} every queue`)
      .action(async (queue: QueueName | undefined, options: { all?: boolean }, command: Command) => {
        const names = selectQueues(queue, options.all, verb);
        await withContext(command, async (ctx) => {
          for (const name of names) {
            const result = await action(ctx, name);
            print(result.changed ? `${name}: ${done}` : `${name}: already ${done}`);
          }
        });
      });
  }

}
