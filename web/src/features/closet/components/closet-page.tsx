import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { GarmentsView } from './garments/garments-view';
import { OutfitsView } from './outfits-view';
import './closet.css';

/** /closet: rated outfits in folders (spec part 2 §4), and beside them the garments the member owns (?view=garments). */
export function ClosetPage() {
  const { t } = useTranslation('closet');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'garments' ? 'garments' : 'outfits';
  const show = (next: 'outfits' | 'garments') => setParams(next === 'garments' ? { view: next } : {}, { replace: true });

  return (
    <main id="main" className="closet">
      <PageHeader title={t('title')} backTo="/home" />
      <div className="closet__views" role="group" aria-label={t('views.label')}>
        {(['outfits', 'garments'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} className={`closet__view ${view === v ? 'closet__view--on' : ''}`} onClick={() => show(v)}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {view === 'garments' ? <GarmentsView /> : <OutfitsView />}
    </main>
  );
}
