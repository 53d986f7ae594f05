import type { PlatformContext } from '@fitrater/platform';
import type { PushProvider } from './push-provider';
import { loadVapidKeys } from './vapid-keys';
import { createWebPushProvider } from './web-push.provider';

const providers = new WeakMap<PlatformContext, Promise<PushProvider>>();

/** The process's push provider (one keep-alive agent, the install's VAPID keys), built on first use. */
export function pushProviderFor(ctx: PlatformContext): Promise<PushProvider> {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = loadVapidKeys(ctx.config, ctx.db).then((vapid) =>
      createWebPushProvider({ vapid, subject: ctx.config.vapidSubject, caFile: ctx.config.pushCaFile }));
    provider.catch(() => providers.delete(ctx));
    providers.set(ctx, provider);
  }
  return provider;
}

export async function pushPublicKey(ctx: PlatformContext): Promise<string> {
  return (await loadVapidKeys(ctx.config, ctx.db)).publicKey;
}
