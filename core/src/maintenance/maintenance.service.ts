import type { CoreContext } from '../context';
import { AuthCodeModel, PendingRegistrationModel, SessionModel, sessionExpiryCutoffs } from '../auth';
import { MailOutboxModel, sendQueuedMail } from '../mail';
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
  const expiredPending = await PendingRegistrationModel.query(ctx.db).select('id').where('expiresAt', '<', now);
  const expiredIds = expiredPending.map((p) => p.id);
  const expiredRegistrations = expiredIds.length
    ? await ctx.db.transaction(async (trx) => {
        await AuthCodeModel.query(trx).delete().where({ purpose: 'verify_email' }).whereIn('subjectId', expiredIds);
        return PendingRegistrationModel.query(trx).delete().whereIn('id', expiredIds);
      })
    : 0;
  const staleCodes = await AuthCodeModel.query(ctx.db).delete().where('expiresAt', '<', new Date(now.getTime() - DAY_MS));
  const { idleBefore, createdBefore } = sessionExpiryCutoffs(ctx.config, now);
  // Revoked a month ago (kept that long for the account's security view), or expired.
  const oldSessions = await SessionModel.query(ctx.db).delete()
    .where('revokedAt', '<', new Date(now.getTime() - 30 * DAY_MS))
    .orWhere('lastUsedAt', '<', idleBefore)
    .orWhere('createdAt', '<', createdBefore);
  // Outbox retention: mails carrying a code go once the code is long expired (a day), the rest
  // after 30 days; only settled rows (sent or failed), so nothing still to be sent is lost.
  const purgedMails = await MailOutboxModel.query(ctx.db).delete()
    .whereIn('status', ['sent', 'failed'])
    .where((q) => q
      .where((c) => c.whereIn('kind', CODE_MAIL_KINDS).where('createdAt', '<', new Date(now.getTime() - DAY_MS)))
      .orWhere('createdAt', '<', new Date(now.getTime() - MAIL_RETENTION_DAYS * DAY_MS)));
  const lost = await MailOutboxModel.query(ctx.db)
    .select('id')
    .where({ status: 'queued' })
    .where('createdAt', '<', new Date(now.getTime() - LOST_MAIL_AFTER_MS))
    .limit(500);
  for (const mail of lost) await sendQueuedMail(ctx, mail.id); // same job id: a no-op if the job still exists
  const orphanFiles = await sweepOrphanFiles(ctx);
  const orphanCacheEntries = await purgeRatingCache(ctx.db);
  const expiredExports = await expireAccountExports(ctx);
  const expiredChatPhotos = await expireChatMedia(ctx);
  return { expiredRegistrations, staleCodes, oldSessions, requeuedMails: lost.length, purgedMails, orphanFiles, orphanCacheEntries, expiredExports, expiredChatPhotos };
}
