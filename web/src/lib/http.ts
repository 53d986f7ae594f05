import type { ErrorCode } from '@fitrater/contracts';
import { tokenStore } from './storage';
import type { SWRConfiguration } from 'swr';

/**
 * The one way the app talks to the API (spec part 2 §7, "Generic request
 * behaviour"): JSON when there is a body, the bearer token when one is
 * stored, cookies included, the UI language in Accept-Language (so e-mails go
 * out in it), and any non-2xx answer thrown as an HttpError whose message is
 * "STATUS: body text" (or the status text when the body is empty). No retries.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
    /** The server's own message from `{error:{message}}`, when the body had one. */
    readonly serverMessage: string | undefined,
    readonly retryAfterSeconds: number | undefined,
    /** The server's `{error:{details}}`, when it sent some (e.g. how many more outfits the combiner needs). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

let requestLanguage = 'en';
/** Called by the i18n setup whenever the UI language changes. */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Leave out the Authorization header even when a token is stored. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The headers every API call carries: JSON accepted, the UI language, and the bearer token unless anonymous. */
export function requestHeaders(extra?: Record<string, string>, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': requestLanguage, ...extra };
  const token = anonymous ? null : tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = requestHeaders(options.headers, options.anonymous);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) throw await toHttpError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function toHttpError(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let code: ErrorCode | undefined;
  let serverMessage: string | undefined;
  let details: unknown;
  try {
    const parsed = JSON.parse(text) as { error?: { code?: ErrorCode; message?: string; details?: unknown } };
    code = parsed.error?.code;
    serverMessage = parsed.error?.message;
    details = parsed.error?.details;
  } catch {
    // not JSON: the raw text is the message
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new HttpError(
    `${response.status}: ${text || response.statusText}`,
    response.status,
    code,
    serverMessage,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    details,
  );
}

/** The SWR fetcher: the key is the path, and a GET is the default query. */
export function swrFetcher<T>(path: string): Promise<T> {
  return apiRequest<T>(path);
}

/** For keys that should read as empty rather than fail when the session is gone (spec: "some queries return an empty result on 401"). */
export async function swrFetcherEmptyOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** A failed read worth trying again: the server or the network, not the request (a 4xx other than 408 and 429 stays as it is). */
const transient = (error: unknown) => !(error instanceof HttpError) || error.status >= 500 || error.status === 408 || error.status === 429;

/**
 * SWR options for a key that is polled: SWR stops polling a key for good once a read fails unless it
 * may retry, so a transient failure is retried from the poll's own interval, backing off up to 16 times it.
 */
export function retryWhilePolling(ms: number): Pick<SWRConfiguration, 'shouldRetryOnError' | 'onErrorRetry'> {
  const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (error, _key, _config, revalidate, { retryCount }) => {
    if (!transient(error)) return;
    setTimeout(() => void revalidate({ retryCount }), ms * 2 ** Math.min(retryCount - 1, 4));
  };
  return { shouldRetryOnError: true, onErrorRetry };
}

/** SWR options for a key read again every `ms` (an operator's live panel, a membership's renewal). */
export function pollEvery(ms: number): Pick<SWRConfiguration, 'refreshInterval' | 'shouldRetryOnError' | 'onErrorRetry'> {
  return { refreshInterval: ms, ...retryWhilePolling(ms) };
}

/** SWR settings that match the spec: no retries, no refetch on focus or reconnect, no polling. */
export const swrConfig = {
  fetcher: swrFetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
} as const;
