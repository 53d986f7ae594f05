import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { CombinerCard } from './combiner-card';
import { GeneratorForm } from './generator-form';
import { StylingUpsell } from './styling-upsell';
import { SuggestionHistory } from './suggestion-history';
import './styling.css';

/** /premium below the membership panel: generator, combiner and history for members, the upsell for others. */
export function StylingSection() {
  const { t } = useTranslation('styling');
  const { isPremium } = useSession();
  if (!isPremium) return <StylingUpsell />;
  return (
    <div className="styling">
      <header className="styling__intro">
        <h2>{t('section.title')}</h2>
        <p className="muted">{t('section.subtitle')}</p>
      </header>
      <GeneratorForm />
      <CombinerCard />
      <SuggestionHistory />
    </div>
  );
}
