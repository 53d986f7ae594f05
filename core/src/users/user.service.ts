import { type Db, AppError } from '@fitrater/platform';
import type { Profile, UpdateProfileBody } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import type { UserModel } from './user.model';
import { findUserRow, findUserRowByEmail, listUserRows, patchUserRow, setWelcomeEmailStatus } from './user.repository';
import { profileParts } from './profile-parts';
import { validDisplayName } from './public-name';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserModel | undefined> {
  return findUserRowByEmail(db, normaliseEmail(email));
}

export async function getUserOrThrow(db: Db, userId: string): Promise<UserModel> {
  const user = await findUserRow(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

export const PROFILE_PICTURE_PATH = '/api/user/profile-picture';
const DAY_MS = 24 * 3600 * 1000;

export function toProfile(user: UserModel, now: Date): Profile {
  const isPremium = user.isPremiumAt(now);
  return {
    id: user.id,
    name: user.name,
    handle: user.handle ?? '',
    email: user.email,
    // The path is stable; the version query busts caches after an upload.
    profilePicture: user.profilePicture ? `${PROFILE_PICTURE_PATH}?v=${encodeURIComponent(user.profilePicture.slice(-12))}` : null,
    joinedAt: user.createdAt.toISOString(),
    role: user.role,
    language: user.language,
    addressForm: user.addressForm ?? 'neutral',
    isPremium,
    premiumExpiresAt: user.premiumExpiresAt?.toISOString() ?? null,
    daysRemaining: user.premiumExpiresAt ? Math.max(0, Math.ceil((user.premiumExpiresAt.getTime() - now.getTime()) / DAY_MS)) : 0,
    welcomeEmailStatus: user.welcomeEmailStatus,
    // Filled in by profileOf() from the parts other domains add (ratings); toProfile alone knows only the user row.
    totalRatings: 0,
    averageRating: 0,
    dayStreak: 0,
  };
}

/** The profile with the parts other domains add (ratings: total, average, live day streak). */
export async function profileOf(ctx: CoreContext, user: UserModel): Promise<Profile> {
  const now = ctx.now();
  return { ...toProfile(user, now), ...profileParts(user, now) };
}

/** The welcome mail's fate, shown on the profile (the mail domain announces it with `mail.welcomeSettled`). */
export async function recordWelcomeMailStatus(db: Db, userId: string, status: 'sent' | 'failed'): Promise<void> {
  await setWelcomeEmailStatus(db, userId, status);
}

export async function getProfile(ctx: CoreContext, userId: string): Promise<Profile> {
  return profileOf(ctx, await getUserOrThrow(ctx.db, userId));
}

export async function updateProfile(ctx: CoreContext, userId: string, patch: UpdateProfileBody): Promise<Profile> {
  const changes: Partial<UserModel> = { updatedAt: ctx.now() };
  if (patch.name !== undefined) changes.name = validDisplayName(patch.name);
  if (patch.language !== undefined) changes.language = patch.language;
  if (patch.addressForm !== undefined) changes.addressForm = patch.addressForm;
  const user = await patchUserRow(ctx.db, userId, changes);
  if (!user) throw new AppError('USER_NOT_FOUND');
  await ctx.publisher.publish(userId, 'profile.updated', { fields: Object.keys(patch) }).catch(() => undefined);
  return profileOf(ctx, user);
}

export async function setRole(ctx: CoreContext, email: string, role: 'user' | 'admin'): Promise<UserModel> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return (await patchUserRow(ctx.db, user.id, { role, updatedAt: ctx.now() }))!;
}

export async function listUsers(ctx: CoreContext, options: { limit: number; offset: number; search?: string }): Promise<UserModel[]> {
  return listUserRows(ctx.db, options);
}
