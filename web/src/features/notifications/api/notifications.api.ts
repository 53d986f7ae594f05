import type { InboxReply, NotificationPreferences, UnreadReply, UpdateNotificationPreferencesBody } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export const INBOX_KEY = '/api/notifications/inbox?limit=20';
export const PREFERENCES_KEY = '/api/notifications/preferences';

export type { InboxReply, NotificationPreferences };
export const markAllRead = () => apiRequest<UnreadReply>('/api/notifications/inbox/read', { method: 'POST', body: { all: true } });
export const updatePreferences = (patch: UpdateNotificationPreferencesBody) =>
  apiRequest<NotificationPreferences>(PREFERENCES_KEY, { method: 'PATCH', body: patch });
export const fetchPublicKey = () => apiRequest<{ publicKey: string }>('/api/push/public-key', { anonymous: true });
export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  apiRequest<{ subscriptions: number }>('/api/push/subscriptions', { method: 'POST', body: subscription });
export const deleteSubscription = (endpoint: string) => apiRequest<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });
