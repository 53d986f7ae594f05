import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webPush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid-keys';
import { parseRetryAfter, type PushMessage, type PushOutcome, type PushProvider, type PushTarget } from './push-provider';

export interface WebPushOptions {
  vapid: VapidKeys;
  subject: string;
  /** PEM file of an extra CA to trust (a self-hosted or test push service). */
  caFile?: string | null;
  timeoutMs?: number;
}

/** Web Push (RFC 8030/8291/8292) through the `web-push` library: aes128gcm payloads, VAPID auth. */
export function createWebPushProvider(options: WebPushOptions): PushProvider {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 32,
    ...(options.caFile ? { ca: [...rootCertificates, readFileSync(options.caFile, 'utf8')] } : {}),
  });
  const vapidDetails = { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey };
  return {
    publicKey: options.vapid.publicKey,
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      try {
        const result = await webPush.sendNotification(target, message.payload, {
          vapidDetails,
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          ...(message.topic ? { topic: message.topic } : {}),
          contentEncoding: 'aes128gcm',
          agent,
          timeout: options.timeoutMs ?? 10_000,
        });
        return { kind: 'sent', status: result.statusCode };
      } catch (error) {
        if (error instanceof WebPushError) {
          const status = error.statusCode;
          if (status === 404 || status === 410) return { kind: 'gone', status };
          if (status === 429 || status >= 500) {
            return { kind: 'retry', status, retryAfterMs: parseRetryAfter(error.headers?.['retry-after']), error: `push service answered ${status}` };
          }
          return { kind: 'failed', status, error: `push service answered ${status}` };
        }
        // Network errors and timeouts: the push service may be briefly unreachable.
        return { kind: 'retry', status: null, retryAfterMs: null, error: (error as Error).message };
      }
    },
  };
}
