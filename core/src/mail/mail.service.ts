import type { Knex } from 'knex';
import type { Language } from '@fitrater/contracts';
import type { CoreContext } from '../context';
import { type MailKind, renderMail, type MailVars } from '@fitrater/providers';
import type { MailOutboxModel } from './mail-outbox.model';
import { findOutboxMail, insertOutboxMail, latestMailRowsTo, markMailSending, markMailSent, markMailUnsent } from './mail-outbox.repository';
import { emitDomainEvent } from '../domain-events';

export interface QueueMailInput {
  to: string;
  kind: MailKind;
  language: Language;
  vars: MailVars;
  userId: string | null;
}

/** Stores a rendered mail in the outbox inside the caller's transaction. Send it after commit. */
export async function queueMail(trx: Knex, input: QueueMailInput): Promise<string> {
  const rendered = renderMail(input.kind, input.language, input.vars);
  return insertOutboxMail(trx, {
    userId: input.userId,
    toAddress: input.to,
    kind: input.kind,
    language: input.language,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
  });
}

/** Enqueues the `mail.send` job for an outbox row; the deterministic job id makes a repeat harmless. */
export async function sendQueuedMail(ctx: CoreContext, outboxId: string): Promise<void> {
  await ctx.producer.enqueue('mail.send', { outboxId });
}

export const messageIdFor = (outboxId: string, config: CoreContext['config']) =>
  `<${outboxId}@${new URL(config.publicUrl).hostname || 'fitrater.local'}>`;

/**
 * Delivers one outbox row (the `mail.send` job). A row already `sent` is not
 * sent again, so a retried or duplicated job cannot send twice; a worker that
 * dies mid-delivery leaves the row `sending`, and the retry delivers it (the
 * SMTP transaction was not completed, so nothing was sent).
 */
export async function deliverOutboxMail(ctx: CoreContext, outboxId: string, finalAttempt: boolean): Promise<'sent' | 'already-sent' | 'missing'> {
  const row = await findOutboxMail(ctx.db, outboxId);
  if (!row) return 'missing';
  if (row.status === 'sent') return 'already-sent';
  await markMailSending(ctx.db, row, ctx.mailer.provider);
  try {
    const { providerMessageId } = await ctx.mailer.send({
      messageId: messageIdFor(row.id, ctx.config),
      from: ctx.config.mailFrom,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      language: row.language,
    });
    // The mail row and the profile's welcome status change together: nobody sees one without the other.
    await ctx.db.transaction(async (trx) => {
      await markMailSent(trx, row.id, providerMessageId, ctx.now());
      if (row.kind === 'welcome' && row.userId) await emitDomainEvent(ctx, 'mail.welcomeSettled', { userId: row.userId, status: 'sent' }, trx);
    });
    if (row.kind === 'welcome' && row.userId) await announceWelcomeStatus(ctx, row.userId, 'sent');
    return 'sent';
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    const welcomeFailed = finalAttempt && row.kind === 'welcome' && row.userId !== null;
    await ctx.db.transaction(async (trx) => {
      await markMailUnsent(trx, row.id, message, finalAttempt);
      if (welcomeFailed) await emitDomainEvent(ctx, 'mail.welcomeSettled', { userId: row.userId!, status: 'failed' }, trx);
    });
    if (welcomeFailed) await announceWelcomeStatus(ctx, row.userId!, 'failed');
    throw error;
  }
}

async function announceWelcomeStatus(ctx: CoreContext, userId: string, status: 'sent' | 'failed'): Promise<void> {
  await ctx.publisher.publish(userId, 'mail.status', { kind: 'welcome', status }).catch(() => undefined);
}

/** Latest mails to an address (CLI `mail outbox`, and tests reading the code). */
export async function latestMailsTo(ctx: CoreContext, to: string, limit = 5): Promise<MailOutboxModel[]> {
  return latestMailRowsTo(ctx.db, to.toLowerCase(), limit);
}
