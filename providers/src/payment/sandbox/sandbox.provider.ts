import { type Db, safeEqual } from '@fitrater/platform';
import type { PaymentProvider, ProviderVerification } from '../payment-provider';
import { headerValue } from '../signature';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-checkout';
export const SANDBOX_PROVIDER_NAME = 'sandbox' as const;

interface SandboxRow {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  customerEmail: string;
  status: 'pending' | 'successful' | 'cancelled' | 'failed';
  createdAt: Date;
  completedAt: Date | null;
}

/**
 * The offline provider: its "hosted checkout" is our own page at
 * /sandbox-checkout/{reference} (served by the api, marked test mode), and its
 * ledger is the sandbox_payments table, so verification reads back what the
 * checkout recorded exactly as it would ask a real provider. No money moves.
 */
export function createSandboxProvider(db: Db, options: { webhookHash: string }): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER_NAME,

    async initiate(input) {
      await db('sandbox_payments')
        .insert({ txRef: input.reference, amountMinor: input.amountMinor, currency: input.currency, customerEmail: input.customer.email })
        .onConflict('tx_ref')
        .ignore();
      // Relative: the checkout is served by this same app, whatever address the user reached it by.
      return { paymentUrl: `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(input.reference)}` };
    },

    async verify(reference): Promise<ProviderVerification> {
      const row = await findSandboxPayment(db, reference);
      if (!row) return { status: 'pending', reference, providerTransactionId: null, amountMinor: null, currency: null };
      return {
        status: row.status,
        reference: row.txRef,
        providerTransactionId: row.status === 'successful' ? `sbx-${row.id}` : null,
        amountMinor: row.amountMinor,
        currency: row.currency,
      };
    },

    parseWebhook(headers, body) {
      if (!safeEqual(headerValue(headers['verif-hash']), options.webhookHash)) return null;
      const reference = (body as { data?: { tx_ref?: unknown } } | null)?.data?.tx_ref;
      return typeof reference === 'string' && reference.length > 0 && reference.length <= 64 ? { reference } : null;
    },
  };
}

export async function findSandboxPayment(db: Db, reference: string): Promise<SandboxRow | undefined> {
  return db<SandboxRow>('sandbox_payments').where({ txRef: reference }).first();
}

/** The checkout's buttons: settles a pending sandbox payment once; a settled one keeps its outcome. */
export async function settleSandboxPayment(db: Db, reference: string, status: 'successful' | 'cancelled' | 'failed', now: Date): Promise<SandboxRow | undefined> {
  await db('sandbox_payments').where({ txRef: reference, status: 'pending' }).update({ status, completedAt: now });
  return findSandboxPayment(db, reference);
}
