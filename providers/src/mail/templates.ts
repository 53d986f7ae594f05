import { MAIL_COPY, escapeHtml, singleLine, textDirection, type AddressForm, type Language, type MailCopy } from '@fitrater/contracts';
import type { MailKind } from './mail-kind';

export interface MailVars {
  name: string;
  code?: string;
  /** Billing mails: amount with currency and expiry date, already formatted for the language. */
  billing?: { amount: string; date: string; days: number; renewUrl: string };
  /** "Your data is ready": where to download it and until when. */
  link?: { url: string; date: string };
  /** The form of address the member chose (Arabic mails follow it); neutral when unknown, as before sign-up. */
  addressForm?: AddressForm;
}

/** A language's mails in the member's form of address: the neutral copy with that form's sentences over it. */
function copyFor(language: Language, addressForm: AddressForm | undefined): MailCopy {
  const base = MAIL_COPY[language] ?? MAIL_COPY.en;
  const form = addressForm && addressForm !== 'neutral' ? base.forms?.[addressForm] : undefined;
  if (!form) return base;
  return { account: { ...base.account, ...form.account }, billing: { ...base.billing, ...form.billing }, export: { ...base.export, ...form.export } };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a mail. User text (the name) is escaped in HTML and kept on one line in the subject. */
export function renderMail(kind: MailKind, language: Language, vars: MailVars): RenderedMail {
  const copy = copyFor(language, vars.addressForm);
  const s = copy.account;
  const name = singleLine(vars.name).slice(0, 80);
  const greetingText = s.greeting.replace('{name}', name);
  const greetingHtml = escapeHtml(s.greeting).replace('{name}', escapeHtml(name));
  const code = vars.code ?? '';
  let subject: string;
  let paragraphs: string[];
  let showCode = false;
  let link: { label: string; url: string } | null = null;
  switch (kind) {
    case 'verify_email':
      subject = s.verifySubject;
      paragraphs = [s.verifyBody];
      showCode = true;
      break;
    case 'reset_password':
      subject = s.resetSubject;
      paragraphs = [s.resetBody];
      showCode = true;
      break;
    // Billing
    case 'payment_confirmation':
    case 'renewal_reminder':
    case 'premium_expired': {
      const b = copy.billing;
      const fill = (t: string) => t.replace('{amount}', vars.billing?.amount ?? '').replace('{date}', vars.billing?.date ?? '').replace('{days}', String(vars.billing?.days ?? ''));
      const parts = kind === 'payment_confirmation' ? [b.confirmationSubject, b.confirmationBody, b.confirmationNote]
        : kind === 'renewal_reminder' ? [b.reminderSubject, b.reminderBody, b.reminderNote]
          : [b.expiredSubject, b.expiredBody];
      subject = parts[0]!;
      paragraphs = parts.slice(1).map(fill);
      if (kind !== 'payment_confirmation' && vars.billing) link = { label: b.renewLink, url: vars.billing.renewUrl };
      break;
    }
    // "Download my data"
    case 'export_ready': {
      const e = copy.export;
      subject = e.subject;
      paragraphs = [e.body, e.note.replace('{date}', vars.link?.date ?? '')];
      if (vars.link) link = { label: e.link, url: vars.link.url };
      break;
    }
    case 'welcome':
    default:
      subject = s.welcomeSubject;
      paragraphs = [s.welcomeBody, s.welcomeTip];
  }
  const after = showCode ? [s.codeExpiry, s.ignore] : [];
  const text = [greetingText, '', ...paragraphs, ...(showCode ? ['', code, ''] : ['']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), ...after, '', s.signoff].join('\n');
  const dir = textDirection(language);
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:480px;margin:0 auto;padding:32px 24px;background:#ffffff">
<h1 style="font-size:20px;margin:0 0 24px">FitRater</h1>
<p style="margin:0 0 16px">${greetingHtml}</p>
${paragraphs.map(p).join('\n')}
${showCode ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 24px;direction:ltr;text-align:center">${escapeHtml(code)}</p>` : ''}
${link ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>` : ''}
${after.map(p).join('\n')}
<p style="margin:24px 0 0;color:#52525b">${escapeHtml(s.signoff)}</p>
</div></body></html>`;
  return { subject, text, html };
}
