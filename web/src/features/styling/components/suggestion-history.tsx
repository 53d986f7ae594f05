import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { StylingRequest } from '@fitrater/contracts';
import { Icon } from '../../../components/icon';
import { HISTORY_KEY } from '../api/styling.api';
import { requestOccasionLabel } from '../model/occasion-label';
import { StylingResultView } from './styling-result-view';

/** Every generated outfit, combination and piece of advice, newest first; each opens in place. */
export function SuggestionHistory() {
  const { t } = useTranslation('styling');
  const { data, error } = useSWR<{ suggestions: StylingRequest[] }>(HISTORY_KEY);
  const items = data?.suggestions ?? [];
  return (
    <section className="card styling-card" aria-labelledby="history-title" aria-busy={!data && !error}>
      <h2 id="history-title" className="styling-card__title"><Icon name="history" />{t('history.title')}</h2>
      {data && items.length === 0 && <p className="muted">{t('history.empty')}</p>}
      {error && <p className="muted">{t('history.loadFailed')}</p>}
      <ul className="styling-history">
        {items.map((item) => <HistoryItem key={item.id} item={item} />)}
      </ul>
    </section>
  );
}

function HistoryItem({ item }: { item: StylingRequest }) {
  const { t, i18n } = useTranslation('styling');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.createdAt));
  const occasion = requestOccasionLabel(item.occasion, t, i18n.language);
  const state = item.status === 'done' ? null : item.status === 'failed' ? t('history.failed') : t('history.pending');
  return (
    <li>
      <details className="styling-history__item">
        <summary>
          <span className="styling-history__kind">{t(`history.kinds.${item.kind}`)}</span>
          {occasion && <span className="badge">{occasion}</span>}
          {state && <span className="styling-history__state">{state}</span>}
          <time className="muted styling-history__date" dateTime={item.createdAt}>{date}</time>
        </summary>
        {item.status === 'done' ? <StylingResultView request={item} /> : <p className="muted">{state}</p>}
      </details>
    </li>
  );
}
