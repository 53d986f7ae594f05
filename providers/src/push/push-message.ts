import { NOTIFICATION_LIMITS, type NotificationKind } from '@fitrater/contracts';
import type { PushMessage } from './push-provider';

/** How long a push service keeps a message for an offline device, and how urgently to deliver it. */
const DELIVERY: Record<NotificationKind, { ttlSeconds: number; urgency: PushMessage['urgency'] }> = {
  // A morning tip is stale by lunch; a streak reminder by midnight.
  morning_tip: { ttlSeconds: 4 * 3600, urgency: 'low' },
  streak_reminder: { ttlSeconds: 4 * 3600, urgency: 'normal' },
  app_update: { ttlSeconds: 24 * 3600, urgency: 'low' },
  premium_tip: { ttlSeconds: 24 * 3600, urgency: 'low' },
  custom: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  referral_reward: { ttlSeconds: 3 * 24 * 3600, urgency: 'low' },
};

export interface PushNotificationData {
  title: string;
  body: string;
  url: string | null;
  /** The inbox row, so a click can mark it read. */
  notificationId: string;
  broadcastId: string;
}

/**
 * The JSON the service worker receives. Kept under the Web Push limit by
 * shortening the body (titles are capped at 80 characters by validation).
 */
export function buildPushMessage(kind: NotificationKind, data: PushNotificationData): PushMessage {
  const payload = (body: string) => JSON.stringify({
    title: data.title, body, url: data.url, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png',
    tag: `broadcast-${data.broadcastId}`, notificationId: data.notificationId,
  });
  let body = data.body;
  let text = payload(body);
  while (Buffer.byteLength(text) > NOTIFICATION_LIMITS.payloadMaxBytes && body.length > 1) {
    body = `${body.slice(0, Math.floor(body.length * 0.9))}…`;
    text = payload(body);
  }
  return { payload: text, ...DELIVERY[kind], topic: data.broadcastId.replace(/-/g, '') };
}
