import { Type, type Static } from 'typebox';
import { StringEnum, Uuid } from './common';
import { BROADCAST_STATUSES, NOTIFICATION_KINDS, NOTIFICATION_LIMITS as L } from '../notifications';

const Base64Url = (min: number, max: number) => Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength: min, maxLength: max });

export const PushPublicKeyReply = Type.Object({ publicKey: Type.String() });
export type PushPublicKeyReply = Static<typeof PushPublicKeyReply>;

/** What `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 12, maxLength: L.endpointMax, pattern: '^https://' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      // p256dh: an uncompressed P-256 point (65 bytes); auth: a 16-byte secret.
      { p256dh: Base64Url(86, 90), auth: Base64Url(22, 24) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = Type.Object(
  { endpoint: Type.String({ minLength: 12, maxLength: L.endpointMax }) },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

export const PushSubscriptionsReply = Type.Object({ subscriptions: Type.Integer() });
export type PushSubscriptionsReply = Static<typeof PushSubscriptionsReply>;

export const NotificationPreferences = Type.Object({
  morningTip: Type.Boolean(),
  streakReminder: Type.Boolean(),
  appUpdates: Type.Boolean(),
  premiumTips: Type.Boolean(),
  /** IANA time zone from the browser, used for the local-time reminders. */
  timeZone: Type.String({ minLength: 1, maxLength: L.timeZoneMax }),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

export const UpdateNotificationPreferencesBody = Type.Partial(NotificationPreferences, { additionalProperties: false, minProperties: 1 });
export type UpdateNotificationPreferencesBody = Static<typeof UpdateNotificationPreferencesBody>;

export const InboxItem = Type.Object({
  id: Uuid,
  kind: StringEnum(NOTIFICATION_KINDS),
  title: Type.String(),
  body: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type InboxItem = Static<typeof InboxItem>;

export const InboxReply = Type.Object({ items: Type.Array(InboxItem), unread: Type.Integer() });
export type InboxReply = Static<typeof InboxReply>;

export const InboxQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }, { additionalProperties: false });
export type InboxQuery = Static<typeof InboxQuery>;

export const MarkReadBody = Type.Union([
  Type.Object({ ids: Type.Array(Uuid, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);
export type MarkReadBody = Static<typeof MarkReadBody>;

export const UnreadReply = Type.Object({ unread: Type.Integer() });
export type UnreadReply = Static<typeof UnreadReply>;

// ---- admin ----

/** A same-origin path ('/premium') or an absolute http(s) URL; checked again on the server. */
const NotificationUrl = Type.String({ minLength: 1, maxLength: L.urlMax, pattern: '^(/[^/\\\\]|/$|https?://)' });

export const AppUpdateBody = Type.Object(
  { features: Type.Array(Type.String({ maxLength: L.featureMax }), { minItems: 1, maxItems: L.featuresMax }) },
  { additionalProperties: false },
);
export type AppUpdateBody = Static<typeof AppUpdateBody>;

export const PremiumTipBody = Type.Object({ message: Type.String({ minLength: 1, maxLength: L.bodyMax }) }, { additionalProperties: false });
export type PremiumTipBody = Static<typeof PremiumTipBody>;

export const CustomNotificationBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: L.titleMax }),
    body: Type.String({ minLength: 1, maxLength: L.bodyMax }),
    url: Type.Optional(Type.Union([NotificationUrl, Type.Literal('')])),
    allUsers: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type CustomNotificationBody = Static<typeof CustomNotificationBody>;

export const EmptyBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);

export const BroadcastAccepted = Type.Object({ broadcastId: Uuid });
export type BroadcastAccepted = Static<typeof BroadcastAccepted>;

export const Broadcast = Type.Object({
  id: Uuid,
  kind: StringEnum(NOTIFICATION_KINDS),
  status: StringEnum(BROADCAST_STATUSES),
  title: Type.String(),
  /** Accounts that received it in their inbox. */
  recipients: Type.Integer(),
  /** Push subscriptions it was sent to. */
  targeted: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  source: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Broadcast = Static<typeof Broadcast>;

export const BroadcastList = Type.Object({ broadcasts: Type.Array(Broadcast) });
export type BroadcastList = Static<typeof BroadcastList>;

export const BroadcastParams = Type.Object({ id: Uuid });
export type BroadcastParams = Static<typeof BroadcastParams>;

/** GET /metrics: the Prometheus text exposition format. */
export const MetricsReply = Type.String();
