import type { PlatformContext } from '@fitrater/platform';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox.provider';
import { createFlutterwaveProvider } from './flutterwave/flutterwave.provider';

const providers = new WeakMap<PlatformContext, PaymentProvider>();

/** The provider PAYMENT_PROVIDER names, built once per core context. */
export function paymentProvider(ctx: PlatformContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = buildProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}

function buildProvider(ctx: PlatformContext): PaymentProvider {
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
