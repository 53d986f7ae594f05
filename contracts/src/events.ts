import type { Rating, RatingStage } from './rating';
import type { StylingRequest } from './schemas/styling';
import type { StylingStage } from './styling';
import type { ChatMessage } from './schemas/chat';

/**
 * Realtime events the server pushes over /api/ws, keyed by type. Workers and
 * the api publish them on the Redis channel of one user; the hub forwards them
 * to every socket of that user. Add a feature's events here and nowhere else.
 */
export interface ServerEventMap {
  /** First message on every socket once the token is accepted. */
  'session.ready': { userId: string };
  /** The session behind this socket was revoked (logout, password change/reset, deletion). */
  'session.revoked': { reason: 'logout' | 'password_changed' | 'password_reset' | 'account_deleted' | 'admin' };
  'profile.updated': { fields: string[] };
  'mail.status': { kind: 'welcome'; status: WelcomeEmailStatus };
  'rating.progress': { ratingId: string; stage: RatingStage; percent: number };
  'rating.done': { ratingId: string; result: Rating };
  'rating.failed': { ratingId: string; error: { code: string; message: string } };
  'card.ready': { ratingId: string; cardUrl: string };
  // Premium styling and trends (issue 15)
  'styling.progress': { requestId: string; stage: StylingStage; percent: number };
  'styling.done': { requestId: string; result: StylingRequest };
  'styling.failed': { requestId: string; error: { code: string; message: string } };
  'trends.progress': { requestId: string; stage: StylingStage; percent: number };
  'trends.done': { requestId: string; count: number };
  // chat (issue 10): a reply's text arrives in numbered pieces; `seq` n follows the stored reply's seq n-1.
  'chat.delta': { replyId: string; seq: number; text: string };
  'chat.done': { replyId: string; message: ChatMessage };
  'chat.failed': { replyId: string; error: { code: string; message: string } };
}

export type ServerEventType = keyof ServerEventMap;

export interface ServerEvent<T extends ServerEventType = ServerEventType> {
  type: T;
  data: ServerEventMap[T];
  /** ISO timestamp set by the publisher. */
  at: string;
}

/** Messages a client may send. */
export type ClientMessage = { type: 'ping' } | { type: 'auth'; token: string };

export const SERVER_EVENT_TYPES = [
  'session.ready', 'session.revoked', 'profile.updated', 'mail.status', 'rating.progress', 'rating.done', 'rating.failed', 'card.ready',
  'styling.progress', 'styling.done', 'styling.failed', 'trends.progress', 'trends.done',
  'chat.delta', 'chat.done', 'chat.failed',
] as const satisfies readonly ServerEventType[];

export const WELCOME_EMAIL_STATUSES = ['sending', 'sent', 'failed', 'disabled'] as const;
export type WelcomeEmailStatus = (typeof WELCOME_EMAIL_STATUSES)[number];

/** Runtime check for data entering the client from the socket. */
export function parseServerEvent(raw: string): ServerEvent | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' && value !== null &&
      typeof (value as { type?: unknown }).type === 'string' &&
      (SERVER_EVENT_TYPES as readonly string[]).includes((value as { type: string }).type) &&
      typeof (value as { data?: unknown }).data === 'object' && (value as { data?: unknown }).data !== null
    ) {
      return value as ServerEvent;
    }
  } catch {
    // fall through: not JSON
  }
  return null;
}

/** Close codes the hub uses, so the client knows whether to reconnect. */
export const WS_CLOSE = {
  unauthenticated: 4001,
  revoked: 4003,
  serverShutdown: 1001,
  /** A client that sends something other than the protocol's messages, or too many of them (RFC 6455 1008). */
  policyViolation: 1008,
  /** A frame over the size limit (ws closes it itself, RFC 6455 1009). */
  messageTooBig: 1009,
} as const;
