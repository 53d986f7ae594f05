import type { Knex } from 'knex';
import type { CoreContext } from '../context';
import { MailOutboxModel } from './mail-outbox.model';

// The SQL of the mail outbox: a rendered mail's row, its moves while it is delivered (sending, then
// sent, or queued again / failed), reads of it, and the housekeeping the maintenance job runs (settled
// mails past their retention, queued mails whose job was lost). Delivery itself is in mail.service.ts.

type Db = CoreContext['db'];

/**
 * Deletes settled mails (sent or failed, so nothing still to be sent is lost): those of `codeKinds`
 * created before `codesBefore`, the rest created before `othersBefore`. Returns how many went.
 */
export async function purgeSettledMails(db: Db, codeKinds: readonly string[], codesBefore: Date, othersBefore: Date): Promise<number> {
  return MailOutboxModel.query(db).delete()
    .whereIn('status', ['sent', 'failed'])
    .where((q) => q
      .where((c) => c.whereIn('kind', codeKinds).where('createdAt', '<', codesBefore))
      .orWhere('createdAt', '<', othersBefore));
}

/** Up to `limit` mails still queued that were written before `writtenBefore`. */
export async function queuedMailIdsBefore(db: Db, writtenBefore: Date, limit: number): Promise<string[]> {
  const rows = await MailOutboxModel.query(db).select('id').where({ status: 'queued' }).where('createdAt', '<', writtenBefore).limit(limit);
  return rows.map((row) => row.id);
}

export type NewOutboxMail = Pick<MailOutboxModel, 'userId' | 'toAddress' | 'kind' | 'language' | 'subject' | 'textBody' | 'htmlBody'>;

/** Stores a rendered mail as queued, in the caller's transaction; returns its id. */
export async function insertOutboxMail(trx: Knex, mail: NewOutboxMail): Promise<string> {
  const { userId, toAddress, kind, language, subject, textBody, htmlBody } = mail;
  const row = await MailOutboxModel.query(trx).insertAndFetch({ userId, toAddress, kind, language, subject, textBody, htmlBody, status: 'queued', attempts: 0 });
  return row.id;
}

export async function findOutboxMail(db: Db, id: string): Promise<MailOutboxModel | undefined> {
  return MailOutboxModel.query(db).findById(id);
}

/** A delivery starts: the row is `sending`, one more attempt, through `provider`. */
export async function markMailSending(db: Db, row: Pick<MailOutboxModel, 'id' | 'attempts'>, provider: string): Promise<void> {
  await MailOutboxModel.query(db).patch({ status: 'sending', attempts: row.attempts + 1, provider }).where({ id: row.id });
}

export async function markMailSent(db: Db, id: string, providerMessageId: string | null, sentAt: Date): Promise<void> {
  await MailOutboxModel.query(db).patch({ status: 'sent', sentAt, providerMessageId, lastError: null }).where({ id });
}

/** A delivery failed: queued again for the next attempt, or failed for good on the last one. */
export async function markMailUnsent(db: Db, id: string, lastError: string, finalAttempt: boolean): Promise<void> {
  await MailOutboxModel.query(db).patch({ status: finalAttempt ? 'failed' : 'queued', lastError }).where({ id });
}

export async function latestMailRowsTo(db: Db, toAddress: string, limit: number): Promise<MailOutboxModel[]> {
  return MailOutboxModel.query(db).where({ toAddress }).orderBy('createdAt', 'desc').limit(limit);
}
