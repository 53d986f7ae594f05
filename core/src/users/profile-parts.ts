import type { Profile } from '@fitrater/contracts';
import type { UserModel } from './user.model';

/**
 * A part of the profile another domain fills in from the user row (ratings: the counters it keeps
 * there). Registered by core/src/reactions.ts, so users shows them without knowing who owns them.
 */
export type ProfilePart = (user: UserModel, now: Date) => Partial<Profile>;

const parts: ProfilePart[] = [];

/** Adds `part` to every profile built from now on; returns its removal. */
export function addProfilePart(part: ProfilePart): () => void {
  parts.push(part);
  return () => { const at = parts.indexOf(part); if (at >= 0) parts.splice(at, 1); };
}

/** Every registered part of `user`'s profile, merged. */
export function profileParts(user: UserModel, now: Date): Partial<Profile> {
  return parts.reduce<Partial<Profile>>((all, part) => Object.assign(all, part(user, now)), {});
}
