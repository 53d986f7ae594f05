import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/PageShell';
import { useSession } from '../../../lib/session';
import { GenerateTrends } from './GenerateTrends';
import { InsightsList } from './InsightsList';
import { PreferencesForm } from './PreferencesForm';
import { StyleTipCard } from './StyleTipCard';
import { TrendBrowser } from './TrendBrowser';
import { TrendsUpsell } from './TrendsUpsell';
import './trends.css';

/** /trends (premium): tip of the day, refresh with live progress, personalised insights, preferences, and every trend by filter. */
export function TrendsPage() {
  const { t } = useTranslation('trends');
  const { isPremium } = useSession();
  return (
    <PageShell title={t('title')} backTo="/home">
      <div className="trends">
        {isPremium ? (
          <>
            <StyleTipCard />
            <GenerateTrends />
            <InsightsList />
            <TrendBrowser />
            <PreferencesForm />
          </>
        ) : <TrendsUpsell />}
      </div>
    </PageShell>
  );
}
