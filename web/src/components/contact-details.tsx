import { useTranslation } from 'react-i18next';
import { BRAND } from '../lib/brand';
import { Icon } from './icon';
import './contact-details.css';

/** E-mail, phone, Lagos address and business hours (spec part 1 §2, Contact). */
export function ContactDetails({ showHours = true }: { showHours?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="contact-details">
      <li>
        <Icon name="mail" />
        <span>
          <span className="contact-details__label">{t('contact.email')}</span>
          <a href={`mailto:${BRAND.supportEmail}`} dir="ltr">{BRAND.supportEmail}</a>
        </span>
      </li>
      <li>
        <Icon name="phone" />
        <span>
          <span className="contact-details__label">{t('contact.phone')}</span>
          <a href={BRAND.phoneHref} dir="ltr">{BRAND.phone}</a>
        </span>
      </li>
      <li>
        <Icon name="pin" />
        <span>
          <span className="contact-details__label">{t('contact.address')}</span>
          <bdi>{BRAND.address}</bdi>
        </span>
      </li>
      {showHours && (
        <li>
          <Icon name="clock" />
          <span>
            <span className="contact-details__label">{t('contact.hours')}</span>
            <span>{t('contact.weekdays')}</span>
            <span>{t('contact.saturday')}</span>
            <span>{t('contact.sunday')}</span>
          </span>
        </li>
      )}
    </ul>
  );
}
