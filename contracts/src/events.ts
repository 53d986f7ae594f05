import type { Rating, RatingStage } from './rating';
import type { StylingRequest } from './schemas/styling';
import type { StylingStage } from './styling';
import type { ExportStage } from './account-export';
import type { ChatMessage } from './schemas/chat';
import type { BroadcastStatus } from './notifications';
import type { GarmentExtractDoneEvent, GarmentExtractFailedEvent, GarmentExtractProgressEvent } from './schemas/garments';

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
  // Premium styling and trends
  'styling.progress': { requestId: string; stage: StylingStage; percent: number };
  'styling.done': { requestId: string; result: StylingRequest };
  'styling.failed': { requestId: string; error: { code: string; message: string } };
  'trends.progress': { requestId: string; stage: StylingStage; percent: number };
  'trends.done': { requestId: string; count: number };
  // chat: a reply's text arrives in numbered pieces; `seq` n follows the stored reply's seq n-1.
  'chat.delta': { replyId: string; seq: number; text: string };
  'chat.done': { replyId: string; message: ChatMessage };
  'chat.failed': { replyId: string; error: { code: string; message: string } };
  // notifications
  /** A new inbox entry; `unread` is the user's unread count after it. */
  'notification.new': { id: string; kind: string; title: string; body: string; url: string | null; unread: number };
  /** Progress of a broadcast, to the admin who started it. */
  'broadcast.progress': { broadcastId: string; status: BroadcastStatus; recipients: number; targeted: number; sent: number; failed: number };
  // "Download my data": the archive's stages, then ready (to download until expiresAt) or failed.
  'account.export.progress': { exportId: string; stage: ExportStage; percent: number };
  'account.export.ready': { exportId: string; status: 'ready' | 'failed'; downloadUrl: string | null; expiresAt: string | null };
  // The closet of garments: the pieces of a rated photo being cut out (job `closet.extract`)
  'closet.extract.progress': GarmentExtractProgressEvent;
  'closet.extract.done': GarmentExtractDoneEvent;
  'closet.extract.failed': GarmentExtractFailedEvent;
}

export type ServerEventType = keyof ServerEventMap;

/** One event of type `T` as it travels: `{type, data, at}`. */
export interface ServerEventOf<T extends ServerEventType> {
  type: T;
  data: ServerEventMap[T];
  /** ISO timestamp set by the publisher. */
  at: string;
}

/**
 * Any server event, as a union discriminated by `type`: after `if (event.type === 'rating.done')`
 * TypeScript knows `event.data` is that event's payload, so clients need no casts.
 */
export type ServerEvent<T extends ServerEventType = ServerEventType> = { [K in T]: ServerEventOf<K> }[T];

/** True when `event` is of `type`: narrows `event.data` where the type is a parameter, not a literal. */
export function isServerEvent<T extends ServerEventType>(event: ServerEvent, type: T): event is ServerEvent & ServerEventOf<T> {
  return event.type === type;
}

/** The rating, styling request, chat reply or account export an event is about, when it is about one. */
export function eventSubjectId(event: ServerEvent): string | undefined {
  const data = event.data;
  if ('ratingId' in data) return data.ratingId;
  if ('requestId' in data) return data.requestId;
  if ('replyId' in data) return data.replyId;
  if ('exportId' in data) return data.exportId;
  return undefined;
}

/** Messages a client may send. */
export type ClientMessage = { type: 'ping' } | { type: 'auth'; token: string };

export const SERVER_EVENT_TYPES = [
  'session.ready', 'session.revoked', 'profile.updated', 'mail.status', 'rating.progress', 'rating.done', 'rating.failed', 'card.ready',
  'styling.progress', 'styling.done', 'styling.failed', 'trends.progress', 'trends.done',
  'chat.delta', 'chat.done', 'chat.failed',
  'notification.new', 'broadcast.progress',
  'account.export.progress', 'account.export.ready',
  'closet.extract.progress', 'closet.extract.done', 'closet.extract.failed',
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
