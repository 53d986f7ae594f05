import { Type, type Static } from 'typebox';
import { Code, Email, Name, Password, Uuid } from './common';

export const PublicUser = Type.Object({ id: Uuid, email: Type.String(), name: Type.String() });
export type PublicUser = Static<typeof PublicUser>;

export const RegisterBody = Type.Object({
  name: Name, email: Email, password: Password,
  /** From a referral link; an unknown or malformed code is ignored, never an error. */
  referralCode: Type.Optional(Type.String({ maxLength: 256 })),
}, { additionalProperties: false });
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterReply = Type.Object({ tempUserId: Uuid });
export type RegisterReply = Static<typeof RegisterReply>;

export const VerifyEmailBody = Type.Object({ tempUserId: Uuid, code: Code }, { additionalProperties: false });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const SessionReply = Type.Object({
  token: Type.String(),
  user: PublicUser,
  isPremium: Type.Boolean(),
});
export type SessionReply = Static<typeof SessionReply>;

export const VerifyEmailReply = Type.Intersect([SessionReply, Type.Object({ sendWelcomeEmail: Type.Boolean() })]);
export type VerifyEmailReply = Static<typeof VerifyEmailReply>;

export const ResendCodeBody = Type.Object({ tempUserId: Uuid }, { additionalProperties: false });
export type ResendCodeBody = Static<typeof ResendCodeBody>;
export const ResendCodeReply = Type.Object({ ok: Type.Literal(true), resendAvailableInSeconds: Type.Integer() });
export type ResendCodeReply = Static<typeof ResendCodeReply>;

export const PendingParams = Type.Object({ tempUserId: Uuid });

export const LoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;
/** Identical for known and unknown addresses (DECISIONS.md): the code goes only by e-mail. */
export const ForgotPasswordReply = Type.Object({ ok: Type.Literal(true), message: Type.String() });
export type ForgotPasswordReply = Static<typeof ForgotPasswordReply>;

export const VerifyResetCodeBody = Type.Object({ email: Email, code: Code }, { additionalProperties: false });
export type VerifyResetCodeBody = Static<typeof VerifyResetCodeBody>;
export const ResetPasswordBody = Type.Object({ email: Email, code: Code, newPassword: Password }, { additionalProperties: false });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password }, { additionalProperties: false });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
