import { Command, Option } from 'commander';
import { dbCommand } from './commands/db.command';
import { usersCommand } from './commands/users.command';
import { queuesCommand } from './commands/queues.command';
import { mailCommand } from './commands/mail.command';
import { engineCommand } from './commands/engine.command';
// Billing
import { premiumCommand } from './commands/premium.command';
import { paymentsCommand } from './commands/payments.command';
// Community
import { challengesCommand } from './commands/challenges.command';
// Notifications and operations
import { scheduleCommand } from './commands/schedule.command';
import { notifyCommand } from './commands/notify.command';
// Trends
import { trendsCommand } from './commands/trends.command';
import { currentIo, processIo, runWithIo, type CliIo } from './support/io';
import { reportError } from './support/errors';

/**
 * The `fitrater` operator program. Connection options also come from the
 * environment (same variables as the api and workers); each command group
 * lives in its own file and calls core services.
 */
export function buildProgram(io: CliIo = currentIo()): Command {
  const program = new Command('fitrater')
    .description('FitRater operator commands')
    .version(io.env.APP_VERSION ?? io.env.npm_package_version ?? '0.1.0', '-V, --version')
    .configureOutput({ writeOut: (text) => io.writeOut(text), writeErr: (text) => io.writeErr(text) })
    // Throw instead of exiting, so main() closes everything and picks the exit code (2 for usage errors).
    .exitOverride()
    .showSuggestionAfterError()
    .addOption(new Option('--database-url <url>', 'Postgres connection URL').env('DATABASE_URL'))
    .addOption(new Option('--redis-url <url>', 'Redis connection URL').env('REDIS_URL'))
    .addOption(new Option('--redis-prefix <prefix>', 'namespace of the Redis keys and queues').env('REDIS_PREFIX'));

  // Registered with program.command(), so every subcommand inherits exitOverride and the output settings.
  for (const register of [dbCommand, usersCommand, queuesCommand, mailCommand, engineCommand, premiumCommand, paymentsCommand, challengesCommand, scheduleCommand, notifyCommand, trendsCommand]) register(program);
  return program;
}

/**
 * Runs `fitrater ...args` (the words after the program name) with the given io
 * and returns the exit code: the process's own by default, a test's in-process.
 */
export async function runProgram(args: readonly string[], io: CliIo = processIo()): Promise<number> {
  return runWithIo(io, async () => {
    try {
      await buildProgram(io).parseAsync([...args], { from: 'user' });
      return io.exitCode;
    } catch (error) {
      return reportError(error, (line) => io.writeErr(line));
    }
  });
}
