import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config/config';

export type { Logger };

/** Paths pino blanks out wherever they appear: secrets never reach a log. */
export const REDACT_PATHS = [
  'password', '*.password', 'currentPassword', '*.currentPassword', 'newPassword', '*.newPassword',
  'token', '*.token', 'code', '*.code', 'req.headers.authorization', 'req.headers.cookie',
  'headers.authorization', 'openaiApiKey', '*.openaiApiKey', 'smtpUrl', '*.smtpUrl',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>, name: string): LoggerOptions {
  return {
    name,
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}

export function createLogger(config: Pick<Config, 'logLevel'>, name: string): Logger {
  return pino(loggerOptions(config, name));
}
