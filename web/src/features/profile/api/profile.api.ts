import type { AccountExport, HandleReply, LatestExportReply, ProfilePictureReply } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export function uploadProfilePicture(file: File): Promise<ProfilePictureReply> {
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
