import type { CoreContext } from '../context';
import { deleteCodesExpiredBefore, deleteExpiredRegistrations, deleteOldSessions, sessionExpiryCutoffs } from '../auth';
import { purgeSettledMails, queuedMailIdsBefore, sendQueuedMail } from '../mail';
import { purgeRatingCache } from '../ratings';
import { sweepOrphanFiles } from './orphan-files';
import { expireAccountExports } from '../users';
import { expireChatMedia } from '../chat';

const DAY_MS = 24 * 3600 * 1000;
/** A mail still `queued` this long after it was written lost its job (Redis was down at enqueue time). */
const LOST_MAIL_AFTER_MS = 2 * 60 * 1000;
/** Mails whose body holds a one-time code (verification, password reset). */
const CODE_MAIL_KINDS = ['verify_email', 'reset_password'] as const;
const MAIL_RETENTION_DAYS = 30;

export interface MaintenanceReport {
  expiredRegistrations: number;
  staleCodes: number;
  oldSessions: number;
  requeuedMails: number;
  purgedMails: number;
  /** Folders of deleted accounts and ratings removed from the data folder. */
  orphanFiles: number;
  /** Cached stylist answers no rating uses any more (derived from deleted photos). */
  orphanCacheEntries: number;
  /** "Download my data" archives deleted after their 24 hours. */
  expiredExports: number;
  /** Chat photos past CHAT_MEDIA_RETENTION_DAYS removed (their messages stay). */
  expiredChatPhotos: number;
}

/** Housekeeping run by the scheduler: expired one-time state goes, lost mails are sent again. */
export async function runMaintenance(ctx: CoreContext): Promise<MaintenanceReport> {
  const now = ctx.now();
  const expiredRegistrations = await deleteExpiredRegistrations(ctx.db, now);
  const staleCodes = await deleteCodesExpiredBefore(ctx.db, new Date(now.getTime() - DAY_MS));
  const { idleBefore, createdBefore } = sessionExpiryCutoffs(ctx.config, now);
  // Revoked a month ago (kept that long for the account's security view), or expired.
  const oldSessions = await deleteOldSessions(ctx.db, { revokedBefore: new Date(now.getTime() - 30 * DAY_MS), idleBefore, createdBefore });
  // Outbox retention: mails carrying a code go once the code is long expired (a day), the rest
  // after 30 days; only settled rows (sent or failed), so nothing still to be sent is lost.
  const purgedMails = await purgeSettledMails(ctx.db, CODE_MAIL_KINDS, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - MAIL_RETENTION_DAYS * DAY_MS));
  const lost = await queuedMailIdsBefore(ctx.db, new Date(now.getTime() - LOST_MAIL_AFTER_MS), 500);
  for (const mailId of lost) await sendQueuedMail(ctx, mailId); // same job id: a no-op if the job still exists
  const orphanFiles = await sweepOrphanFiles(ctx);
  const orphanCacheEntries = await purgeRatingCache(ctx.db);
  const expiredExports = await expireAccountExports(ctx);
  const expiredChatPhotos = await expireChatMedia(ctx);
  return { expiredRegistrations, staleCodes, oldSessions, requeuedMails: lost.length, purgedMails, orphanFiles, orphanCacheEntries, expiredExports, expiredChatPhotos };
}
