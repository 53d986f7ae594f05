import type { CoreContext } from '../context';
import { MailOutboxModel } from './mail-outbox.model';

// The SQL of the outbox's housekeeping (run by the maintenance job): settled mails past their
// retention, and queued mails whose job was lost.

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
