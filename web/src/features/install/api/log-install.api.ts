import type { InstallLogBody } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export function deviceType(userAgent: string): InstallLogBody['deviceType'] {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** Records an accepted install (spec part 2 §7): no auth header; a failure is only logged. */
export async function logInstall(now: Date = new Date()): Promise<void> {
  const userAgent = navigator.userAgent.slice(0, 512);
  const body: InstallLogBody = { deviceType: deviceType(userAgent), userAgent, timestamp: now.toISOString() };
  try {
    await apiRequest<void>('/api/log-install', { method: 'POST', body, anonymous: true });
  } catch (error) {
    console.warn('Install could not be logged', error);
  }
}
