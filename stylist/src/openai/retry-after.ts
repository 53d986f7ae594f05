/**
 * How long the server asked us to wait, in milliseconds, from `retry-after-ms`
 * or `retry-after` (seconds or an HTTP date); null when it did not say.
 */
export function retryAfterMs(headers: Headers | undefined | null): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  if (Number.isFinite(Number(value))) return Math.max(0, Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export function retryAfterSeconds(headers: Headers | undefined | null): number | null {
  const ms = retryAfterMs(headers);
  return ms === null ? null : Math.ceil(ms / 1000);
}
