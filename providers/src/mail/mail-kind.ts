/** Every kind of e-mail the product sends; each has a template in templates.ts. */
export type MailKind = 'verify_email' | 'welcome' | 'reset_password' | 'password_changed'
  // Billing
  | 'payment_confirmation' | 'renewal_reminder' | 'premium_expired'
  // "Download my data"
  | 'export_ready';
