import type { ProfilePictureReply } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';
import { tokenStore } from '../../../lib/storage';

export function uploadProfilePicture(file: File): Promise<ProfilePictureReply> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<ProfilePictureReply>('/api/user/profile-picture', { method: 'POST', body: form });
}

export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('/api/user', { method: 'DELETE', body: { password } });
}

/** The avatar is served only to its owner, so it is fetched with the token rather than put in an <img src>. */
export async function fetchAvatarBlob(url: string, signal: AbortSignal): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}
