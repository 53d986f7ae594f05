import { deleteSubscription, fetchPublicKey, saveSubscription } from '../api/notifications.api';

/** What the browser allows, shown as it is: 'unsupported' when it has no Push API (or no service worker). */
export type PushState = NotificationPermission | 'unsupported';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

export function permissionState(): PushState {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** How long to wait for the service worker before saying push cannot work here. */
const WORKER_WAIT_MS = 10_000;

/**
 * Asks for permission (if not yet given), subscribes with the server's VAPID key and stores the subscription.
 * 'unsupported' when this browser cannot do it after all: no Push API, no service worker, or no push
 * service behind the API (the browser refuses the subscription itself).
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return permission;
  const { publicKey } = await fetchPublicKey();
  const reg = await Promise.race([registration(), new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))]);
  if (!reg?.pushManager) return 'unsupported';
  let subscription: PushSubscription;
  try {
    subscription = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch (error) {
    if (error instanceof DOMException && ['AbortError', 'NotSupportedError', 'InvalidStateError', 'NotAllowedError'].includes(error.name)) return 'unsupported';
    throw error;
  }
  await saveSubscription(subscription.toJSON());
  return 'granted';
}

/** Removes this browser's subscription here and on the server. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deleteSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe();
}

/** The browser's IANA time zone, for the local-time reminders. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
