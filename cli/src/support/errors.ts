import { CommanderError } from 'commander';
import { ConfigError, isAppError, redact, type Config } from '@fitrater/platform';

/** A mistake in how the command was called: exit code 2, like commander's own usage errors. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Removes credentials from every URL in a text (redact() handles one). */
export function redactAll(text: string): string {
  return text.replace(/[a-z][a-z0-9+.-]*:\/\/[^\s"'`]+/gi, (url) => redact(url));
}

interface Described {
  message: string | null;
  exitCode: number;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNRESET']);

function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // objection wraps driver errors (DBError) and keeps the original as nativeError.
  const native = (error as { nativeError?: unknown }).nativeError;
  if (native) return codeOf(native);
  const inner = (error as { errors?: unknown[] }).errors;
  return Array.isArray(inner) ? codeOf(inner[0]) : undefined;
}

/** Turns any failure into one line for stderr and an exit code. Never includes a password. */
export function describeError(error: unknown): Described {
  if (error instanceof CommanderError) {
    // Commander already printed its message; help and --version exit 0, every other case is a usage error.
    return { message: null, exitCode: error.exitCode === 0 ? 0 : EXIT_USAGE };
  }
  if (error instanceof UsageError) return { message: error.message, exitCode: EXIT_USAGE };
  if (error instanceof ConfigError) return { message: error.message, exitCode: EXIT_FAILURE };
  if (isAppError(error)) return { message: error.message, exitCode: EXIT_FAILURE };

  const config = (error as { cliConfig?: Config } | null)?.cliConfig;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (config) {
    const database = new URL(config.databaseUrl);
    const dbName = decodeURIComponent(database.pathname.replace(/^\//, ''));
    if (code === '3D000') {
      return { message: `Database "${dbName}" does not exist (run "fitrater db migrate" to create it)`, exitCode: EXIT_FAILURE };
    }
    if ((code && CONNECTION_CODES.has(code)) || /Timeout acquiring a connection/.test(message)) {
      return { message: `Postgres is not reachable at ${redact(config.databaseUrl)}${code ? ` (${code})` : ''}`, exitCode: EXIT_FAILURE };
    }
    if (code === '42P01') {
      return { message: `The database is not migrated (${message.replace(/^.* - /, '')}); run "fitrater db migrate"`, exitCode: EXIT_FAILURE };
    }
  }
  return { message: message || code || 'Unknown error', exitCode: EXIT_FAILURE };
}

/** Prints the error (if commander has not) and returns the exit code. */
export function reportError(error: unknown, write: (line: string) => void = (line) => process.stderr.write(line)): number {
  const { message, exitCode } = describeError(error);
  if (message) write(`error: ${redactAll(message.split('\n')[0]!.trim())}\n`);
  return exitCode;
}
