/** Every kind of e-mail the product sends; each has a template in templates.ts. */
export type MailKind = 'verify_email' | 'welcome' | 'reset_password' | 'password_changed'
  // Billing (issue 14)
  | 'payment_confirmation' | 'renewal_reminder' | 'premium_expired'
  // hardening (issue 8)
  | 'export_ready';
