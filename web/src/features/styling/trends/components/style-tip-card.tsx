import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Icon } from '../../../../components/icon';
import { TIP_KEY, type StyleTipReply } from '../api/trends.api';

/** The style tip of the day (the same for everyone on a day). */
export function StyleTipCard() {
  const { t } = useTranslation('trends');
  const { data } = useSWR<StyleTipReply>(TIP_KEY);
  if (!data) return null;
  return (
    <section className="card trend-tip" aria-labelledby="trend-tip-title">
      <h2 id="trend-tip-title" className="trend-section__title"><Icon name="sparkles" />{t('tip.title')}</h2>
      <p dir="auto">{data.tip.text}</p>
    </section>
  );
}
