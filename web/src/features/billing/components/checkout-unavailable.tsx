import { useTranslation } from 'react-i18next';

/** In place of the checkout button when the server starts no checkout (the sandbox on a public address). */
export function CheckoutUnavailable() {
  const { t } = useTranslation('billing');
  return (
    <div className="billing-unavailable" role="status">
      <strong>{t('unavailable.title')}</strong>
      <p className="muted">{t('unavailable.text')}</p>
    </div>
  );
}
