import { Command, InvalidArgumentError } from 'commander';
import { getBroadcast, previewBroadcast, startBroadcast, type BroadcastRequest, type CoreContext } from '@fitrater/core';
import type { Broadcast } from '@fitrater/contracts';
import { withContext } from '../support/runtime';
import { formatPairs, print, printJson } from '../support/output';
import { email, positiveInt } from '../support/parsers';
import { progressBar } from '../support/progress';
import { currentIo } from '../support/io';

interface NotifyOptions {
  dryRun?: boolean;
  json?: boolean;
  user?: string;
  timeout: number;
}

/** `--features "a, b"`: comma-separated, trimmed, empties dropped (the server checks it is non-empty). */
function featureList(raw: string): string[] {
  const features = raw.split(',').map((f) => f.trim()).filter(Boolean);
  if (!features.length) throw new InvalidArgumentError('list at least one feature, e.g. --features "Dark mode, Faster ratings"');
  return features;
}

/** Polls the broadcast row until it is done or failed, drawing sent/failed against the subscriptions targeted. */
async function follow(ctx: CoreContext, id: string, options: NotifyOptions): Promise<Broadcast> {
  const bar = options.json ? null : progressBar();
  const deadline = Date.now() + options.timeout * 1000;
  try {
    for (;;) {
      const broadcast = await getBroadcast(ctx, id);
      bar?.update(broadcast.sent + broadcast.failed, broadcast.targeted, `sent ${broadcast.sent} failed ${broadcast.failed}`);
      if (broadcast.status === 'done' || broadcast.status === 'failed') return broadcast;
      if (Date.now() > deadline) return broadcast;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    bar?.end();
  }
}

async function run(command: Command, request: BroadcastRequest, options: NotifyOptions): Promise<void> {
  await withContext(command, async (ctx) => {
    if (options.dryRun) {
      const preview = await previewBroadcast(ctx, request, options.user);
      if (options.json) return printJson({ dryRun: true, ...preview });
      return print(`Would notify ${preview.recipients} user(s) (${preview.subscriptions} push subscription(s)); nothing sent.`);
    }
    const id = await startBroadcast(ctx, request, { source: 'cli', toEmail: options.user });
    const result = await follow(ctx, id, options);
    if (options.json) return printJson(result);
    print(formatPairs([
      ['broadcast', result.id], ['status', result.status], ['recipients', result.recipients],
      ['sent', result.sent], ['failed', result.failed], ['error', result.error],
    ]));
    if (result.status !== 'done' && result.status !== 'failed') print(`Still ${result.status} after ${options.timeout}s; follow it with the id above.`);
    if (result.status === 'failed') currentIo().exitCode = 1;
  });
}

/** Registers `fitrater notify …`: the operator's way to send what the admin panel sends. */
export function notifyCommand(program: Command): void {
  const notify = program.command('notify').description('Send notifications (push and in-app inbox)');
  const common = (sub: Command) => sub
    .option('--dry-run', 'count the recipients, send nothing')
    .option('--user <email>', 'only this account', email)
    .option('--timeout <seconds>', 'how long to follow the fan-out', positiveInt(3600), 600)
    .option('--json', 'print JSON');

  common(notify.command('morning-tip').description('Today\'s morning tip, to everyone who keeps it on'))
    .action((options: NotifyOptions, command: Command) => run(command, { kind: 'morning_tip' }, options));

  common(notify.command('streak-reminder').description('Streak reminder, to users with a live streak who have not rated today'))
    .action((options: NotifyOptions, command: Command) => run(command, { kind: 'streak_reminder' }, options));

  common(notify.command('app-update').description('Announce new features')
    .requiredOption('--features <list>', 'comma-separated features, e.g. "Dark mode, Faster ratings"', featureList))
    .action((options: NotifyOptions & { features: string[] }, command: Command) => run(command, { kind: 'app_update', features: options.features }, options));

  common(notify.command('premium-tip').description('A styling tip for everyone who keeps premium tips on')
    .requiredOption('--message <text>', 'the tip'))
    .action((options: NotifyOptions & { message: string }, command: Command) => run(command, { kind: 'premium_tip', message: options.message }, options));

  common(notify.command('send').description('A custom notification to every user (or --user)')
    .requiredOption('--title <text>', 'title')
    .requiredOption('--body <text>', 'message')
    .option('--url <path>', 'page it opens (same site), e.g. /challenges'))
    .action((options: NotifyOptions & { title: string; body: string; url?: string }, command: Command) =>
      run(command, { kind: 'custom', title: options.title, body: options.body, url: options.url ?? null }, options));
}
