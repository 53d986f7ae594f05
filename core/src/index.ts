// The layers core stands on, re-exported so the entry points (api, workers, cli) keep one import.
export * from '@fitrater/platform';
export * from '@fitrater/providers';
export * from './context';
export * from './users/user.model';
export * from './auth/session.model';
export * from './auth/pending-registration.model';
export * from './auth/auth-code.model';
// The mail outbox: when and to whom (providers/mail renders and delivers)
export * from './mail/mail-outbox.model';
export * from './users/install-log.model';
export * from './ratings/rating.model';
export * from './auth/crypto';
export * from './auth/address-guard';
export * from './auth/auth.rate-limits';
export * from './auth/session.service';
// issue 13 (perf): in-process session cache
export * from './auth/session-cache';
export * from './users/user-cache';
export * from './auth/registration.service';
export * from './auth/login.service';
export * from './auth/password.service';
export { hashPassword } from './auth/password-hasher';
export * from './auth/account-deletion.service';
export * from './users/user.service';
export * from './users/public-name';
export * from './users/profile-picture.service';
export * from './users/install-log.service';
export * from './mail/mail.service';
export * from './maintenance/maintenance.service';
export * from './maintenance/orphan-files';
export * from './users/account-export.model';
export * from './users/account-export.service';
export * from './ratings/rating-files';
export * from './ratings/rating-cache-purge';
export * from './admin/user-admin.service';
export * from './admin/engine-status.service';
export * from './mail/mail-admin.service';
export * from './ratings/quota.service';
export * from './ratings/rating-input';
export * from './ratings/rating-request.service';
export * from './ratings/rating-query.service';
export * from './ratings/rating-view';
export * from './ratings/rate-outfit.service';
export * from './ratings/insights.service';
export * from './ratings/streak';
export * from './ratings/badges';
export * from './ratings/prepare-image';
export { StylistRateLimitedError, StylistRefusedError, StylistUnavailableError, type PreparedImage, type Stylist, type StylistCallOptions, type StylistInput, type ProbeResult } from '@fitrater/stylist';
export * from './cards/rating-card.service';
export { inspectPhoto, warmStylingKnowledge, type InspectResult } from '@fitrater/stylist';
// Community (issue 11)
export * from './community';
// Billing (issue 14)
export * from './billing';
// Premium styling and trends (issue 15)
export * from './styling/styling.models';
export * from './styling/styling-view';
export * from './styling/preferences.service';
export * from './styling/styling-profile';
export * from './styling/styling-request.service';
export * from './styling/styling-query.service';
export * from './styling/styling-job.service';
export * from './styling/style-dashboard.service';
export * from './trends/trend.models';
export * from './trends/trends.service';
// chat (issue 10)
export * from './chat';
// notifications (issue 12)
export * from './notifications';
// The scheduled tasks (scheduler and `fitrater schedule list`)
export * from './scheduling/schedule';
export * from './ratings/rating-result.service';
export * from './ratings/rating-progress';
// The closet of garments
export * from './garments';
