import type { Language, Profile } from '@fitrater/contracts';
import { apiRequest } from '../http';

/** The SWR key of the signed-in user's profile; realtime events update this entry. */
export const PROFILE_KEY = '/api/user/profile';

export const fetchProfile = () => apiRequest<Profile>(PROFILE_KEY);

/** The account's language (its e-mails), kept in step with the language chosen on this device. */
export const saveAccountLanguage = (language: Language) => apiRequest<Profile>(PROFILE_KEY, { method: 'PATCH', body: { language } });

export const logoutRequest = () => apiRequest<void>('/api/auth/logout', { method: 'POST' });
