import { useAuthorizedObjectUrl } from '../../../lib/authorized-blob';

/** An object URL for the owner-only avatar; revoked when the picture changes or the screen closes. */
export function useAvatarUrl(source: string | null | undefined): string | null {
  return useAuthorizedObjectUrl(source);
}
