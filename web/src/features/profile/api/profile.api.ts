import type { AccountExport, HandleReply, LatestExportReply, Profile, ProfilePictureReply, UpdateProfileBody } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';
import { PROFILE_KEY } from '../../../lib/session';
import { preparedFile } from '../../../lib/photo';

/** Name or language; the reply is the whole profile (the session re-reads it through PROFILE_KEY). */
export const updateProfile = (body: UpdateProfileBody) => apiRequest<Profile>(PROFILE_KEY, { method: 'PATCH', body });

/** The picture goes up prepared on the device (≤ 1600 px, upright, no metadata), as rating photos do. */
export async function uploadProfilePicture(original: File): Promise<ProfilePictureReply> {
  const file = await preparedFile(original);
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<ProfilePictureReply>('/api/user/profile-picture', { method: 'POST', body: form });
}

export function changeHandle(handle: string): Promise<HandleReply> {
  return apiRequest<HandleReply>('/api/user/handle', { method: 'PUT', body: { handle } });
}

export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('/api/user', { method: 'DELETE', body: { password } });
}

export function requestDataExport(): Promise<AccountExport> {
  return apiRequest<AccountExport>('/api/user/export', { method: 'POST' });
}

export function latestDataExport(): Promise<LatestExportReply> {
  return apiRequest<LatestExportReply>('/api/user/export');
}
