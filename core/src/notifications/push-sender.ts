import type { CoreContext } from '../context';
import type { PushProvider } from '../providers/push/push-provider';
import { loadVapidKeys } from '../providers/push/vapid-keys';
import { createWebPushProvider } from '../providers/push/web-push.provider';

const providers = new WeakMap<CoreContext, Promise<PushProvider>>();

/** The process's push provider (one keep-alive agent, the install's VAPID keys), built on first use. */
export function pushProviderFor(ctx: CoreContext): Promise<PushProvider> {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = loadVapidKeys(ctx.config, ctx.db).then((vapid) =>
      createWebPushProvider({ vapid, subject: ctx.config.vapidSubject, caFile: ctx.config.pushCaFile }));
    provider.catch(() => providers.delete(ctx));
    providers.set(ctx, provider);
  }
  return provider;
}

export async function pushPublicKey(ctx: CoreContext): Promise<string> {
  return (await loadVapidKeys(ctx.config, ctx.db)).publicKey;
}
