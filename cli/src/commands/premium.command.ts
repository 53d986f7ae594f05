import { Command, Option } from 'commander';
import { grantPremiumDays, premiumStatusOf, revokePremium, type PremiumStatusView } from '@fitrater/core';
import { withContext } from '../support/runtime';
import { formatDate, formatPairs, print, printJson } from '../support/output';
import { email, positiveInt } from '../support/parsers';

function printStatus(s: PremiumStatusView, json?: boolean): void {
  if (json) return printJson(s);
  print(formatPairs([
    ['email', s.email],
    ['premium', s.isPremium],
    ['status', s.status],
    ['expires', formatDate(s.expiresAt)],
    ['days remaining', s.daysRemaining],
    ['cancelled', s.cancelled],
    ['paid periods', s.payments],
  ]));
}

/** `fitrater premium grant|revoke|status`: operator grants (support gestures) and checks. */
export function premiumCommand(program: Command): void {
  const premium = program.command('premium').description('Premium membership of one user');

  premium.command('status')
    .description('Show a user\'s membership')
    .argument('<email>', 'e-mail address', email)
    .option('--json', 'print JSON')
    .action(async (address: string, options: { json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => printStatus(await premiumStatusOf(ctx, address), options.json));
    });

  premium.command('grant')
    .description('Give premium for N days, added to the current expiry (no payment involved)')
    .argument('<email>', 'e-mail address', email)
    .addOption(new Option('--days <n>', 'days of premium (1-3650)').argParser(positiveInt(3650)).makeOptionMandatory())
    .option('--json', 'print JSON')
    .action(async (address: string, options: { days: number; json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => printStatus(await grantPremiumDays(ctx, address, options.days), options.json));
    });

  premium.command('revoke')
    .description('End a user\'s premium now')
    .argument('<email>', 'e-mail address', email)
    .option('--json', 'print JSON')
    .action(async (address: string, options: { json?: boolean }, command: Command) => {
      await withContext(command, async (ctx) => printStatus(await revokePremium(ctx, address), options.json));
    });
}
