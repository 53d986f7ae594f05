import { Type, type Static } from 'typebox';
import { Name, Password, StringEnum, Uuid } from './common';
import { WELCOME_EMAIL_STATUSES } from '../events';
import { ADDRESS_FORMS, LANGUAGES } from '../languages';

export const Role = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export type Role = Static<typeof Role>;

export const Profile = Type.Object({
  id: Uuid,
  name: Type.String(),
  /** Shown to other members on community pages instead of the name. */
  handle: Type.String(),
  email: Type.String(),
  /** Same-origin URL of the avatar, or null. Served only to its owner. */
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  joinedAt: Type.String({ format: 'date-time' }),
  role: Role,
  language: StringEnum(LANGUAGES),
  /** How the stylist addresses the member in languages that mark gender (Arabic); neutral by default. */
  addressForm: StringEnum(ADDRESS_FORMS),
  isPremium: Type.Boolean(),
  premiumExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  daysRemaining: Type.Integer(),
  welcomeEmailStatus: StringEnum(WELCOME_EMAIL_STATUSES),
  totalRatings: Type.Integer(),
  averageRating: Type.Number(),
  dayStreak: Type.Integer(),
});
export type Profile = Static<typeof Profile>;

export const UpdateProfileBody = Type.Object(
  {
    name: Type.Optional(Name),
    language: Type.Optional(StringEnum(LANGUAGES)),
    addressForm: Type.Optional(StringEnum(ADDRESS_FORMS, { description: 'How the stylist addresses you in Arabic: neutral (plural-polite), feminine or masculine' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const HandleBody = Type.Object(
  { handle: Type.String({ minLength: 1, maxLength: 64, description: 'Letters and digits of any script, with . _ - inside; 2-30 characters after normalisation' }) },
  { additionalProperties: false },
);
export type HandleBody = Static<typeof HandleBody>;
export const HandleReply = Type.Object({ handle: Type.String() });
export type HandleReply = Static<typeof HandleReply>;

export const ProfilePictureReply = Type.Object({ profilePicture: Type.String() });
export type ProfilePictureReply = Static<typeof ProfilePictureReply>;

export const DeleteAccountBody = Type.Object({ password: Password }, { additionalProperties: false });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const InstallLogBody = Type.Object(
  {
    deviceType: Type.Union([Type.Literal('mobile'), Type.Literal('desktop')]),
    userAgent: Type.String({ maxLength: 512 }),
    timestamp: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type InstallLogBody = Static<typeof InstallLogBody>;

export const HealthReply = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
  version: Type.String(),
  /** Payments: sandbox (no money moves) or not, checkout open or off, and whether the provider accepts our key. Never turns the status to degraded. */
  payments: Type.Optional(Type.Object({
    provider: Type.String(),
    sandbox: Type.Boolean(),
    checkout: Type.Union([Type.Literal('open'), Type.Literal('off')]),
    auth: Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('unknown')]),
  })),
});
export type HealthReply = Static<typeof HealthReply>;
