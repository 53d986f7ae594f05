import { MailOutboxModel, type CoreContext } from '@fitrater/core';

/** Waits until a mail to `to` of `kind` reaches `status` (default: sent) and returns the latest one. */
export async function waitForMail(
  ctx: CoreContext,
  to: string,
  kind: MailOutboxModel['kind'],
  options: { status?: MailOutboxModel['status']; timeoutMs?: number; after?: Date; exceptIds?: string[] } = {},
): Promise<MailOutboxModel> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const query = MailOutboxModel.query(ctx.db).where({ toAddress: to.toLowerCase(), kind }).orderBy('createdAt', 'desc').first();
    query.where({ status: options.status ?? 'sent' });
    if (options.after) query.where('createdAt', '>', options.after);
    if (options.exceptIds?.length) query.whereNotIn('id', options.exceptIds);
    const row = await query;
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to} with status ${options.status ?? 'sent'} within the timeout`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The 6-digit code in a mail's text. */
export function codeFromMail(mail: Pick<MailOutboxModel, 'textBody'>): string {
  const match = /^(\d{6})$/m.exec(mail.textBody);
  if (!match) throw new Error('No code in mail');
  return match[1]!;
}
