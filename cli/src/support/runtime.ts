import type { Command } from 'commander';
import { createCoreContext, type CoreContext } from '@fitrater/core';
import { createDb, createStderrLogger, loadConfig, type Config, type Db, type DbLog, type Logger } from '@fitrater/platform';
import { currentIo } from './io';

/** Options every command accepts (declared on the program, read from the environment too). */
export interface GlobalOptions {
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
}

/** The configuration for this run: the run's environment, overridden by the command-line options. */
export function configFor(command: Command): Config {
  const options = command.optsWithGlobals<GlobalOptions>();
  const env: Record<string, string | undefined> = { ...currentIo().env };
  // commander fills these options from process.env too; only what was typed may override the run's environment.
  const typed = (key: keyof GlobalOptions) => (command.getOptionValueSourceWithGlobals(key) === 'cli' ? options[key] : undefined);
  env.DATABASE_URL = typed('databaseUrl') ?? env.DATABASE_URL;
  env.REDIS_URL = typed('redisUrl') ?? env.REDIS_URL;
  env.REDIS_PREFIX = typed('redisPrefix') ?? env.REDIS_PREFIX;
  // Operators want warnings, not the services' info lines, unless they ask for them.
  if (!env.LOG_LEVEL) env.LOG_LEVEL = 'warn';
  return loadConfig(env);
}

/**
 * knex prints its own warnings (connection errors with a stack) to stdout; the
 * CLI reports the failure in one line itself, so they go to the debug log.
 */
export function dbLogFor(logger: Logger): DbLog {
  const debug = (message: unknown) => logger.debug({ knex: String(message) }, 'knex');
  return { warn: debug, error: debug, deprecate: debug, debug };
}

/** Runs `fn` with a core context and always closes it, so the process exits promptly. */
export async function withContext<T>(command: Command, fn: (ctx: CoreContext) => Promise<T>): Promise<T> {
  const config = configFor(command);
  const lent = currentIo().context;
  if (lent && pointsAtSameServers(lent.config, config)) {
    try {
      return await fn(lent);
    } catch (error) {
      throw withConfig(error, config);
    }
  }
  const logger = createStderrLogger(config, 'cli');
  const ctx = createCoreContext(config, { logger, dbPool: { min: 0, max: 4 }, dbLog: dbLogFor(logger) });
  try {
    return await fn(ctx);
  } catch (error) {
    throw withConfig(error, config);
  } finally {
    await ctx.close();
  }
}

function pointsAtSameServers(a: Config, b: Config): boolean {
  return a.databaseUrl === b.databaseUrl && a.redisUrl === b.redisUrl && a.redisPrefix === b.redisPrefix;
}

/** Database-only commands (migrations) do not need Redis. */
export async function withDatabase<T>(command: Command, fn: (db: Db, config: Config, log: DbLog) => Promise<T>): Promise<T> {
  const config = configFor(command);
  const log = dbLogFor(createStderrLogger(config, 'cli'));
  const db = createDb(config.databaseUrl, { min: 0, max: 2 }, log);
  try {
    return await fn(db, config, log);
  } catch (error) {
    throw withConfig(error, config);
  } finally {
    await db.destroy();
  }
}

/** Attaches the config to an error so the reporter can name the server that failed (redacted). */
export function withConfig(error: unknown, config: Config): unknown {
  if (error && typeof error === 'object' && !('cliConfig' in error)) {
    Object.defineProperty(error, 'cliConfig', { value: config, enumerable: false });
  }
  return error;
}
