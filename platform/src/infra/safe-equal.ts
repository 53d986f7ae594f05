import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a received secret with the expected one (digests first, so length leaks nothing). */
export function safeEqual(received: string, expected: string): boolean {
  if (!expected) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(received), digest(expected));
}
