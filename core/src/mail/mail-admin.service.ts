import type { CoreContext } from '../context';
import { MailOutboxModel } from './mail-outbox.model';

/** The outbox as an operator sees it (CLI `fitrater mail outbox`): newest first, optionally for one address. */
export interface OutboxEntry {
  id: string;
  to: string;
  kind: MailOutboxModel['kind'];
  status: MailOutboxModel['status'];
  language: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Only when asked for: the text may hold a one-time code. */
  text?: string;
}

export async function listOutbox(
  ctx: CoreContext,
  options: { to?: string; limit: number; withText?: boolean },
): Promise<OutboxEntry[]> {
  const query = MailOutboxModel.query(ctx.db).orderBy('createdAt', 'desc').orderBy('id').limit(options.limit);
  if (options.to) query.whereRaw('lower(to_address) = ?', [options.to.trim().toLowerCase()]);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    kind: row.kind,
    status: row.status,
    language: row.language,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    ...(options.withText ? { text: row.textBody } : {}),
  }));
}
