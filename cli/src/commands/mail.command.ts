import { Command, Option } from 'commander';
import { listOutbox } from '@fitrater/core';
import { withContext } from '../support/runtime';
import { formatDate, formatTable, print, printJson } from '../support/output';
import { email, positiveInt } from '../support/parsers';

/** Registers `fitrater mail …` on the program (subcommands inherit its settings). */
export function mailCommand(program: Command): void {
  const mail = program.command('mail').description('E-mail');

  mail.command('outbox')
    .description('Latest mails in the outbox, newest first (handy when no SMTP server is configured)')
    .option('--to <email>', 'only mails to this address', email)
    .addOption(new Option('--limit <n>', 'at most this many mails (1-500)').default(20).argParser(positiveInt(500)))
    .option('--text', 'also print each mail\'s text (it may contain a one-time code)')
    .option('--json', 'print JSON')
    .action(async (options: { to?: string; limit: number; text?: boolean; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => {
        const mails = await listOutbox(ctx, { to: options.to, limit: options.limit, withText: options.text === true });
        if (options.json) return printJson(mails);
        if (mails.length === 0) return print('The outbox is empty.');
        const columns = [
          { header: 'TO', value: (m: (typeof mails)[number]) => m.to },
          { header: 'KIND', value: (m: (typeof mails)[number]) => m.kind },
          { header: 'STATUS', value: (m: (typeof mails)[number]) => m.status },
          { header: 'CREATED', value: (m: (typeof mails)[number]) => formatDate(m.createdAt) },
          { header: 'SUBJECT', value: (m: (typeof mails)[number]) => m.subject },
        ];
        if (!options.text) return print(formatTable(mails, columns));
        for (const m of mails) {
          print(formatTable([m], columns));
          print(`${m.text ?? ''}\n`);
        }
      });
    });

}
