import { Type, type Static } from 'typebox';
import { StringEnum, Uuid } from './common';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_PERSONALITIES, CHAT_ROLES, CHAT_STATUSES } from '../chat';
import { CHAT_IMAGE_MAX_BYTES } from '../limits';

/** Base64 of the 10 MB image plus the data-URL header and the text: larger bodies are refused before parsing. */
export const CHAT_JSON_BODY_LIMIT = Math.ceil((CHAT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** POST /api/chat/send. `message` is trimmed and checked against CHAT_MESSAGE_MAX_LENGTH by the service (spec wording). */
export const ChatSendBody = Type.Object(
  {
    message: Type.Optional(Type.Union([Type.String({ maxLength: 8000 }), Type.Null()])),
    imageUrl: Type.Optional(Type.Union([Type.String({ maxLength: CHAT_JSON_BODY_LIMIT }), Type.Null()])),
    personality: StringEnum(CHAT_PERSONALITIES),
  },
  { additionalProperties: false },
);
export type ChatSendBody = Static<typeof ChatSendBody>;

export const ChatSendReply = Type.Object({ messageId: Uuid, replyId: Uuid });
export type ChatSendReply = Static<typeof ChatSendReply>;

export const ChatMessage = Type.Object({
  id: Uuid,
  role: StringEnum(CHAT_ROLES),
  /** The text; for a streaming reply, the text so far (deltas up to `seq` included). */
  message: Type.String(),
  /** `/api/chat/messages/<id>/image` (owner only) when the message carries a photo. */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  personality: StringEnum(CHAT_PERSONALITIES),
  status: StringEnum(CHAT_STATUSES),
  /** Number of the last `chat.delta` whose text is included in `message`. */
  seq: Type.Integer({ minimum: 0 }),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatHistoryQuery = Type.Object(
  {
    /** A message id: return the page of messages older than it. */
    before: Type.Optional(Uuid),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CHAT_HISTORY_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type ChatHistoryQuery = Static<typeof ChatHistoryQuery>;

/** Oldest first; `hasMore` says older messages exist (ask again with `before` = the first id). */
export const ChatHistory = Type.Object({ messages: Type.Array(ChatMessage), hasMore: Type.Boolean() });
export type ChatHistory = Static<typeof ChatHistory>;

export const ChatMessageIdParams = Type.Object({ id: Uuid });
