/** Public contact details shown on the contact page, the intro and the auth screen. */
export const BRAND = {
  name: 'FitRater',
  supportEmail: 'support@fitrater.app',
  phone: '+234 800 348 7283',
  phoneHref: 'tel:+2348003487283',
  /** Street address stays in Latin script in every language (it is what a courier reads). */
  address: '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
} as const;
