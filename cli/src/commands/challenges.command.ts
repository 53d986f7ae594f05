import { Command, Option } from 'commander';
import { hideEntry, listReportedEntries, restoreEntry } from '@fitrater/core';
import { withContext } from '../support/runtime';
import { formatDate, formatTable, print, printJson } from '../support/output';
import { positiveInt, uuid } from '../support/parsers';

/** `fitrater challenges reports|hide|restore`: the operator's decision on reported challenge entries. */
export function challengesCommand(program: Command): void {
  const challenges = program.command('challenges').description('Weekly style challenge moderation');

  challenges.command('reports')
    .description('The moderation queue: reported entries awaiting a decision first, then hidden ones, heaviest reports first')
    .addOption(new Option('--limit <n>', 'at most this many (1-1000)').default(100).argParser(positiveInt(1000)))
    .option('--json', 'print JSON')
    .action(async (options: { limit: number; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const list = await listReportedEntries(ctx, options.limit);
        if (options.json) return printJson(list);
        if (list.length === 0) return print('No reported entries.');
        print(formatTable(list, [
          { header: 'SUBMISSION', value: (e) => e.submissionId },
          { header: 'OWNER', value: (e) => e.owner },
          { header: 'REPORTS', value: (e) => String(e.reports), align: 'right' },
          { header: 'WEIGHT', value: (e) => e.reportWeight.toFixed(2), align: 'right' },
          { header: 'HIDDEN', value: (e) => (e.hidden ? `yes (${e.hiddenReason ?? '?'})` : 'no') + (e.withdrawn ? ', withdrawn' : '') },
          { header: 'REVIEWED', value: (e) => formatDate(e.reviewedAt) },
        ]));
      });
    });

  challenges.command('hide')
    .description('Hide an entry from everyone but its owner (an operator decision)')
    .argument('<submissionId>', 'the entry id (from `challenges reports`)', uuid)
    .action(async (submissionId: string, _options: unknown, command: Command) => {
      await withContext(command, async (ctx) => {
        await hideEntry(ctx, submissionId);
        print(`Entry ${submissionId} hidden.`);
      });
    });

  challenges.command('restore')
    .description('Show an entry again; later reports no longer hide it by themselves')
    .argument('<submissionId>', 'the entry id (from `challenges reports`)', uuid)
    .action(async (submissionId: string, _options: unknown, command: Command) => {
      await withContext(command, async (ctx) => {
        await restoreEntry(ctx, submissionId);
        print(`Entry ${submissionId} restored.`);
      });
    });
}
