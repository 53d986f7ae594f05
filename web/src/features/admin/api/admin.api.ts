import type { Broadcast, BroadcastList, EngineStatusReply, FailedJobsReply, PaymentsStatusReply, QueueListReply, RetryReply } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export const BROADCASTS_KEY = '/api/notifications/broadcasts';
export const QUEUES_KEY = '/api/admin/queues';
export const ENGINE_KEY = '/api/admin/engine';
export const PAYMENTS_STATUS_KEY = '/api/admin/payments/status';
export const failedKey = (queue: string) => `/api/admin/queues/${encodeURIComponent(queue)}/failed`;

export type { Broadcast, BroadcastList, EngineStatusReply, FailedJobsReply, PaymentsStatusReply, QueueListReply };

/** The five notifications an admin can send; each answers 202 {broadcastId}. */
export type SendRequest =
  | { kind: 'morning-tip' }
  | { kind: 'streak-reminder' }
  | { kind: 'app-update'; features: string[] }
  | { kind: 'premium-tip'; message: string }
  | { kind: 'send'; title: string; body: string; url?: string };

export function sendNotification(request: SendRequest): Promise<{ broadcastId: string }> {
  const { kind, ...fields } = request;
  const body = kind === 'send' ? { ...fields, allUsers: true } : fields;
  return apiRequest<{ broadcastId: string }>(`/api/notifications/${kind}`, { method: 'POST', body });
}

export const fetchBroadcast = (id: string) => apiRequest<Broadcast>(`${BROADCASTS_KEY}/${encodeURIComponent(id)}`);
export const retryJob = (queue: string, body: { jobId: string } | { all: true }) =>
  apiRequest<RetryReply>(`/api/admin/queues/${encodeURIComponent(queue)}/retry`, { method: 'POST', body });
