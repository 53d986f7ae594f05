import { isUtf8 } from 'node:buffer';
import type { ClientMessage } from '@fitrater/contracts';

/**
 * What a client may send on /api/ws, checked before anything reads a field: a frame that
 * is not UTF-8 JSON of one of the protocol's message objects is a policy violation.
 * (A frame over maxPayload never reaches here: ws closes it with 1009 itself.)
 */
export function parseClientMessage(raw: Buffer, isBinary: boolean): ClientMessage | null {
  if (isBinary || !isUtf8(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'ping') return { type: 'ping' };
  if (message.type === 'auth' && typeof message.token === 'string' && message.token.length <= 512) return { type: 'auth', token: message.token };
  return null;
}

/**
 * Messages per client per window. The web app sends one auth and a ping every ~25 s;
 * 20 a second leaves room for any honest client and stops a flood in its first second.
 */
export const CLIENT_MESSAGE_LIMIT = { max: 20, windowMs: 1000 } as const;

/** Fixed-window counter for one socket: `hit()` is false once the client is over the limit. */
export function messageBudget(limit: { max: number; windowMs: number } = CLIENT_MESSAGE_LIMIT, now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return {
    hit(): boolean {
      const t = now();
      if (t - windowStart >= limit.windowMs) {
        windowStart = t;
        count = 0;
      }
      count += 1;
      return count <= limit.max;
    },
  };
}
