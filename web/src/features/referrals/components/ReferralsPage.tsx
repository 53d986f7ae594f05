import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useReferralLink } from '../hooks/useReferralLink';
import { HowItWorks } from './HowItWorks';
import { ReferralStatsCard } from './ReferralStatsCard';
import { ShareLinkCard } from './ShareLinkCard';
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
