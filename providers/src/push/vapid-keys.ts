import webPush from 'web-push';
import type { Config, Db } from '@fitrater/platform';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set,
 * otherwise generated on first start and kept in Postgres (one row), so every
 * process of an install signs with the same key and browser subscriptions
 * survive restarts. Two processes starting at once both insert "on conflict
 * do nothing" and then read the one row that won.
 */
export async function loadVapidKeys(config: Pick<Config, 'vapidPublicKey' | 'vapidPrivateKey'>, db: Db): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  const existing = await db('vapid_keys').where({ id: 1 }).first();
  if (existing) return { publicKey: existing.publicKey, privateKey: existing.privateKey };
  const generated = webPush.generateVAPIDKeys();
  await db('vapid_keys').insert({ id: 1, publicKey: generated.publicKey, privateKey: generated.privateKey }).onConflict('id').ignore();
  const row = await db('vapid_keys').where({ id: 1 }).first();
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
