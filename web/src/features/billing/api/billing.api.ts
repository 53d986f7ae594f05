import type { BillingPlan, InitiatePaymentReply, Membership, RefundRequestReply, VerifyPaymentReply } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export const PLAN_KEY = '/api/billing/plan';
export const MEMBERSHIP_KEY = '/api/user/membership-expiration';

export type { BillingPlan, Membership };
export const initiatePayment = () => apiRequest<InitiatePaymentReply>('/api/payment/initiate', { method: 'POST' });
export const verifyPayment = (txRef: string) => apiRequest<VerifyPaymentReply>('/api/payment/verify', { method: 'POST', body: { tx_ref: txRef } });
export const fetchMembership = () => apiRequest<Membership>(MEMBERSHIP_KEY);
export const cancelSubscription = () => apiRequest<Membership>('/api/subscription/cancel', { method: 'POST' });
export const requestRefund = (reference: string, reason: string) =>
  apiRequest<RefundRequestReply>('/api/payment/refund-request', { method: 'POST', body: { reference, reason } });
