import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { motivationFor } from '../model/motivation';

/** Today's message (one of 30, by day of year). */
export function MotivationCard({ now }: { now?: Date }) {
  const { t } = useTranslation('rating');
  const { index, category } = useMemo(() => motivationFor(now ?? new Date()), [now]);
  return (
    <section className="card motivation" aria-labelledby="motivation-title">
      <div className="motivation__head">
        <Icon name="sparkles" />
        <h2 id="motivation-title">{t('motivation.title')}</h2>
        <span className="badge">{t(`motivation.categories.${category}`)}</span>
      </div>
      <p className="motivation__text">{t(`motivation.messages.${index}`)}</p>
    </section>
  );
}
