/** One push subscription as the browser gave it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** JSON text, encrypted for the subscription (aes128gcm); at most NOTIFICATION_LIMITS.payloadMaxBytes. */
  payload: string;
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic at the push service (≤ 32 base64url characters). */
  topic?: string;
}

/**
 * What happened to one request:
 * - sent: the push service accepted it (201);
 * - gone: 404/410, the subscription is dead and must be deleted;
 * - retry: 429 or 5xx or a network error; `retryAfterMs` from the Retry-After header when given;
 * - failed: anything else (400 bad payload, 403 VAPID mismatch, 413 too large).
 */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null; error: string }
  | { kind: 'failed'; status: number | null; error: string };

export interface PushProvider {
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | string[] | undefined | null, now = Date.now()): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
