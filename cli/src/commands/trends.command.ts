import { randomUUID } from 'node:crypto';
import { Command, InvalidArgumentError, Option } from 'commander';
import { withContext } from '../support/runtime';
import { print, printJson } from '../support/output';

const SEASONS = ['current', 'spring', 'summer', 'fall', 'winter'] as const;
type Season = (typeof SEASONS)[number];
const TIMEFRAMES = ['current', 'next_season'] as const;
type Timeframe = (typeof TIMEFRAMES)[number];

function oneOf<T extends string>(values: readonly T[]) {
  return (raw: string): T => {
    if (!(values as readonly string[]).includes(raw)) throw new InvalidArgumentError(`must be one of ${values.join(', ')}, got "${raw}"`);
    return raw as T;
  };
}

/** `fitrater trends refresh`: enqueue a rebuild of the trend catalogue (the scheduler does the same every Monday). */
export function trendsCommand(program: Command): void {
  const trends = program.command('trends').description('Fashion trends');

  trends.command('refresh')
    .description('Enqueue a refresh of the trends (a worker on the styling queue runs it)')
    .addOption(new Option('--season <season>', `season to build (${SEASONS.join(', ')})`).default('current').argParser(oneOf(SEASONS)))
    .addOption(new Option('--timeframe <timeframe>', `${TIMEFRAMES.join(' or ')}`).default('current').argParser(oneOf(TIMEFRAMES)))
    .option('--json', 'print JSON')
    .action(async (options: { season: Season; timeframe: Timeframe; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const key = `cli-${randomUUID()}`;
        const jobId = await ctx.producer.enqueue('trends.refresh', { season: options.season, timeframe: options.timeframe, key });
        if (options.json) return printJson({ jobId, queue: 'styling', season: options.season, timeframe: options.timeframe });
        print(`Trend refresh queued (job ${jobId}, season ${options.season}, ${options.timeframe}); a worker serving the styling queue runs it.`);
      });
    });
}
