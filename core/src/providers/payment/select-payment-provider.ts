import type { CoreContext } from '../../context';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox.provider';
import { createFlutterwaveProvider } from './flutterwave/flutterwave.provider';

const providers = new WeakMap<CoreContext, PaymentProvider>();

/** The provider PAYMENT_PROVIDER names, built once per core context. */
export function paymentProvider(ctx: CoreContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = buildProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}

function buildProvider(ctx: CoreContext): PaymentProvider {
  switch (ctx.config.paymentProvider) {
    case 'flutterwave':
      return createFlutterwaveProvider({
        secretKey: ctx.config.flutterwaveSecretKey!,
        webhookHash: ctx.config.flutterwaveWebhookHash!,
        baseUrl: ctx.config.flutterwaveBaseUrl,
        timeoutMs: ctx.config.paymentTimeoutMs,
      });
    case 'sandbox':
    default:
      return createSandboxProvider(ctx.db, { webhookHash: ctx.config.sandboxWebhookHash });
  }
}
