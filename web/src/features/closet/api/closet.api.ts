import type { DefaultFoldersReply, Folder } from '@fitrater/contracts';
import { apiRequest } from '../../../lib/http';

export const FOLDERS_KEY = '/api/closet/folders';
export const folderOutfitsKey = (id: string) => `${FOLDERS_KEY}/${encodeURIComponent(id)}/outfits`;

export const createFolder = (name: string) => apiRequest<Folder>(FOLDERS_KEY, { method: 'POST', body: { name } });
export const renameFolder = (id: string, name: string) => apiRequest<Folder>(`${FOLDERS_KEY}/${encodeURIComponent(id)}`, { method: 'PUT', body: { name } });
export const deleteFolder = (id: string) => apiRequest<void>(`${FOLDERS_KEY}/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const createDefaultFolders = () => apiRequest<DefaultFoldersReply>(`${FOLDERS_KEY}/defaults`, { method: 'POST' });
export const addOutfit = (folderId: string, outfitId: string) =>
  apiRequest<void>(`${FOLDERS_KEY}/${encodeURIComponent(folderId)}/outfits/${encodeURIComponent(outfitId)}`, { method: 'POST' });
export const removeOutfit = (folderId: string, outfitId: string) =>
  apiRequest<void>(`${FOLDERS_KEY}/${encodeURIComponent(folderId)}/outfits/${encodeURIComponent(outfitId)}`, { method: 'DELETE' });
