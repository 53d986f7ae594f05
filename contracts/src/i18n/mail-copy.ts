/** Account e-mails (verification, password reset, welcome). `{name}` is replaced after escaping. */
export interface AccountMailCopy {
  greeting: string; // {name}
  verifySubject: string;
  verifyBody: string;
  resetSubject: string;
  resetBody: string;
  codeExpiry: string;
  ignore: string;
  welcomeSubject: string;
  welcomeBody: string;
  welcomeTip: string;
  signoff: string;
}

/**
 * Billing e-mails in all ten languages, rendered by the shared mail template
 * (mail/templates.ts). Placeholders: {amount} (formatted with its currency),
 * {date} (the expiry, long date in UTC), {days} (premium days per payment).
 */
export interface BillingMailCopy {
  confirmationSubject: string;
  confirmationBody: string;
  confirmationNote: string;
  reminderSubject: string;
  reminderBody: string;
  reminderNote: string;
  expiredSubject: string;
  expiredBody: string;
  renewLink: string;
}

/** "Your data is ready" in all ten languages. {date}: until when the archive can be downloaded (UTC). */
export interface ExportMailCopy {
  subject: string;
  body: string;
  note: string;
  link: string;
}

/**
 * One language's e-mails: one file per language beside this one (en.ts, es.ts, …), gathered in
 * index.ts. A new language is one more file and one line there.
 */
export interface MailCopy {
  account: AccountMailCopy;
  billing: BillingMailCopy;
  export: ExportMailCopy;
  /**
   * Where a language addresses a man and a woman differently (Arabic), the sentences that change
   * for the form of address the member chose in settings; the copy above is the neutral form.
   */
  forms?: Partial<Record<'masculine' | 'feminine', AddressedMailCopy>>;
}

/** The sentences of a language's mails written for one form of address. */
export interface AddressedMailCopy {
  account?: Partial<AccountMailCopy>;
  billing?: Partial<BillingMailCopy>;
  export?: Partial<ExportMailCopy>;
}
