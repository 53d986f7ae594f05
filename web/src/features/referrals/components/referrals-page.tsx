import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useReferralLink } from '../hooks/use-referral-link';
import { HowItWorks } from './how-it-works';
import { ReferralStatsCard } from './referral-stats-card';
import { ShareLinkCard } from './share-link-card';
import './referrals.css';

/** Referrals (spec part 2 §9): your link to copy or share, your numbers, and how the reward works. */
export function ReferralsPage() {
  const { t } = useTranslation('referrals');
  const { link, failed, retry } = useReferralLink();
  return (
    <main id="main" className="referrals">
      <PageHeader title={t('title')} backTo="/home" />
      <p className="referrals__intro">{t('intro')}</p>
      <ShareLinkCard link={link} failed={failed} onRetry={() => void retry()} />
      <ReferralStatsCard />
      <HowItWorks />
    </main>
  );
}
