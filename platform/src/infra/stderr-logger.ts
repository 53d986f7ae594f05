import { destination, pino, type Logger } from 'pino';
import type { Config } from '../config/config';
import { loggerOptions } from './logger';

/**
 * A logger for command-line tools: writes to stderr (synchronously, so nothing
 * is lost when the process exits) and leaves stdout to the command's output,
 * which may be JSON for another program.
 */
export function createStderrLogger(config: Pick<Config, 'logLevel'>, name: string): Logger {
  return pino(loggerOptions(config, name), destination({ fd: 2, sync: true }));
}
