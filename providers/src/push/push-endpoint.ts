import { AppError } from '@fitrater/platform';

/**
 * The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows).
 * A subscription endpoint anywhere else would make the workers send signed
 * requests to an address of the client's choosing, so it is refused.
 * `*.` matches any subdomain (not the bare domain).
 */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

function hostMatches(pattern: string, url: URL): boolean {
  if (pattern.startsWith('*.')) return url.hostname.endsWith(pattern.slice(1)) && url.hostname.length > pattern.length - 1;
  return pattern === url.hostname || pattern === url.host;
}

/** Parses and checks an endpoint: https, no credentials, a known push service or one listed in PUSH_ENDPOINT_HOSTS. */
export function checkPushEndpoint(endpoint: string, extraHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError('VALIDATION', 'Invalid request: endpoint is not a URL');
  }
  // Push services are https only (RFC 8030 §8); credentials in the URL are never legitimate.
  if (url.protocol !== 'https:' || url.username || url.password) throw new AppError('VALIDATION', 'Invalid request: endpoint must be an https URL');
  if (![...KNOWN_PUSH_HOSTS, ...extraHosts].some((pattern) => hostMatches(pattern, url))) {
    throw new AppError('PUSH_ENDPOINT_NOT_ALLOWED', `Invalid request: ${url.hostname} is not a known push service`);
  }
  return url;
}
