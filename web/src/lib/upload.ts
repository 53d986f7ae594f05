import { requestHeaders, toHttpError } from './http';

export interface UploadOptions {
  /** Extra headers; send an Idempotency-Key when the upload may be retried. */
  headers?: Record<string, string>;
  /** Fraction of the request body sent, 0–1, as the browser hands it to the network. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Times a dropped connection is tried again (only with an Idempotency-Key, so a retry never makes a second one). */
  retries?: number;
}

/** The upload was stopped by its AbortSignal. */
export class UploadAbortedError extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super('Upload cancelled');
  }
}

/** The connection dropped (no HTTP answer at all). */
export class UploadNetworkError extends TypeError {
  override readonly name = 'UploadNetworkError';
  constructor() {
    super('Failed to fetch');
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports
 * how much of the body has gone, so the screen can move from the first byte.
 * Same headers and errors as apiRequest (HttpError for a non-2xx answer).
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const retries = options.headers?.['Idempotency-Key'] ? (options.retries ?? 1) : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce<T>(path, form, options);
    } catch (error) {
      if (!(error instanceof UploadNetworkError) || attempt >= retries || options.signal?.aborted) throw error;
      options.onProgress?.(0);
    }
  }
}

function sendOnce<T>(path: string, form: FormData, { headers, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(headers))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      settle();
      reject(new UploadAbortedError());
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadNetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      settle();
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      });
      if (!response.ok) {
        void toHttpError(response).then(reject, reject);
        return;
      }
      onProgress?.(1);
      resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
    };
    xhr.send(form);
  });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
