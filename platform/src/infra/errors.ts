import { ErrorCodes, type ErrorCode } from '@fitrater/contracts';

/** A failure the caller can act on; the api turns it into `{error:{code,message}}` with its status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? ErrorCodes[code].message);
    this.name = 'AppError';
    this.status = ErrorCodes[code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A Postgres unique violation, raw (pg) or wrapped by objection (UniqueViolationError). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; name?: string; nativeError?: { code?: string } } | null;
  return e?.code === '23505' || e?.nativeError?.code === '23505' || e?.name === 'UniqueViolationError';
}
