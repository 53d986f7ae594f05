import nodemailer, { type Transporter } from 'nodemailer';
import type { Config, Logger } from '@fitrater/platform';

export interface OutgoingMail {
  /** Stable per outbox row, so a receiving system can drop a duplicate. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
}

export interface Mailer {
  readonly provider: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<{ providerMessageId: string }>;
  close(): void;
}

/**
 * With SMTP_URL set, mail goes out through nodemailer. Without it the outbox
 * provider "delivers" by storing: the row in mail_outbox is the copy. Mail carries
 * sign-in and reset codes, so production logs only that a mail was stored (read it
 * with `fitrater mail outbox --text`); development prints the body so a newcomer
 * sees the code in the terminal.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'nodeEnv'>, logger: Logger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl);
  const printBodies = config.nodeEnv !== 'production';
  return {
    provider: 'outbox',
    async send(mail) {
      const meta = { mail: { to: maskAddress(mail.to), subject: mail.subject, messageId: mail.messageId } };
      if (printBodies) {
        logger.info(meta, `\n----- outbox mail -----\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n-----------------------`);
      } else {
        logger.info(meta, 'outbox mail stored (read it with: npm run cli -- mail outbox --text)');
      }
      return { providerMessageId: mail.messageId };
    },
    close() {},
  };
}

/** `ada@example.com` → `a***@example.com`: enough to tell mails apart in a log, not to collect addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

function smtpMailer(smtpUrl: string): Mailer {
  let transport: Transporter | null = null;
  const get = () => (transport ??= nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, socketTimeout: 30_000 }));
  return {
    provider: 'smtp',
    async send(mail) {
      const info = await get().sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
      return { providerMessageId: String(info.messageId ?? mail.messageId) };
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
