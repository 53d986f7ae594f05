import type { PaymentStatus } from '@fitrater/contracts';
import { fromMinor, PaymentProviderAuthError, PaymentProviderError, toMinor, type PaymentProvider, type ProviderVerification } from '../payment-provider';
import { safeEqual } from '@fitrater/platform';
import { headerValue } from '../signature';

export interface FlutterwaveOptions {
  secretKey: string;
  webhookHash: string;
  /** https://api.flutterwave.com, or a local server speaking the same wire format in tests. */
  baseUrl: string;
  timeoutMs: number;
}

interface FlutterwaveEnvelope<T> {
  status?: string;
  message?: string;
  data?: T | null;
}

interface FlutterwaveTransaction {
  id?: number | string;
  tx_ref?: string;
  amount?: number;
  currency?: string;
  status?: string;
}

/**
 * Flutterwave v3 Standard: POST /v3/payments returns the hosted checkout
 * link; GET /v3/transactions/verify_by_reference tells what happened; webhooks
 * carry the dashboard's secret hash in `verif-hash`. The secret key is sent
 * only in the Authorization header and never logged.
 */
export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: FlutterwaveEnvelope<T> }> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.secretKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new PaymentProviderError(name === 'TimeoutError' || name === 'AbortError' ? `Flutterwave timed out after ${options.timeoutMs} ms` : `Flutterwave unreachable: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new PaymentProviderError(`Flutterwave answered ${response.status}`);
    // A wrong or rotated secret key answers 401 {data:null}: that is not "not paid yet".
    if (response.status === 401 || response.status === 403) throw new PaymentProviderAuthError(`Flutterwave refused the secret key (${response.status})`, response.status);
    let json: FlutterwaveEnvelope<T>;
    try {
      json = (await response.json()) as FlutterwaveEnvelope<T>;
    } catch {
      throw new PaymentProviderError(`Flutterwave answered ${response.status} without JSON`);
    }
    return { status: response.status, json };
  }

  return {
    name: 'flutterwave',

    async initiate(input) {
      const { status, json } = await call<{ link?: string }>('POST', '/v3/payments', {
        tx_ref: input.reference,
        amount: fromMinor(input.amountMinor),
        currency: input.currency,
        redirect_url: input.redirectUrl,
        customer: { email: input.customer.email, name: input.customer.name },
        customizations: { title: input.title },
      });
      const link = json.data?.link;
      if (status !== 200 || json.status !== 'success' || typeof link !== 'string' || !/^https?:\/\//.test(link)) {
        throw new PaymentProviderError(`Flutterwave refused the payment (${status}): ${String(json.message ?? '').slice(0, 200)}`);
      }
      return { paymentUrl: link };
    },

    async verify(reference): Promise<ProviderVerification> {
      const { status, json } = await call<FlutterwaveTransaction>('GET', `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`);
      const data = json.data;
      // Not (yet) known to Flutterwave: the user has not completed the checkout.
      if (status === 400 || status === 404 || !data) return { status: 'pending', reference, providerTransactionId: null, amountMinor: null, currency: null };
      if (status !== 200 || json.status !== 'success') throw new PaymentProviderError(`Flutterwave verification answered ${status}`);
      return {
        status: statusOf(data.status),
        reference: typeof data.tx_ref === 'string' ? data.tx_ref : '',
        providerTransactionId: data.id === undefined || data.id === null ? null : String(data.id),
        amountMinor: typeof data.amount === 'number' ? toMinor(data.amount) : null,
        currency: typeof data.currency === 'string' ? data.currency.toUpperCase() : null,
      };
    },

    parseWebhook(headers, body) {
      if (!safeEqual(headerValue(headers['verif-hash']), options.webhookHash)) return null;
      const data = (body as { data?: { tx_ref?: unknown; txRef?: unknown } } | null)?.data;
      const reference = data?.tx_ref ?? data?.txRef;
      return typeof reference === 'string' && reference.length > 0 && reference.length <= 64 ? { reference } : null;
    },
  };
}

function statusOf(value: unknown): PaymentStatus {
  if (value === 'successful') return 'successful';
  if (value === 'failed') return 'failed';
  if (value === 'cancelled') return 'cancelled';
  return 'pending';
}
