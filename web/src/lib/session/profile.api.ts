import type { Profile, UpdateProfileBody } from '@fitrater/contracts';
import { apiRequest } from '../http';

/** The SWR key of the signed-in user's profile; realtime events update this entry. */
export const PROFILE_KEY = '/api/user/profile';

export const fetchProfile = () => apiRequest<Profile>(PROFILE_KEY);

export const updateProfile = (body: UpdateProfileBody) => apiRequest<Profile>(PROFILE_KEY, { method: 'PATCH', body });

export const logoutRequest = () => apiRequest<void>('/api/auth/logout', { method: 'POST' });
