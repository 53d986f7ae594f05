import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../../components/page-shell';
import { useSession } from '../../../../lib/session';
import { GenerateTrends } from './generate-trends';
import { InsightsList } from './insights-list';
import { PreferencesForm } from './preferences-form';
import { StyleTipCard } from './style-tip-card';
import { TrendBrowser } from './trend-browser';
import { TrendsUpsell } from './trends-upsell';
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
