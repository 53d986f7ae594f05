import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { LanguagePicker } from '../../../components/language-picker';
import { useSession } from '../../../lib/session';
import { Avatar } from './avatar';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';
import { EditableName } from './editable-name';
import { EditableHandle } from './editable-handle';
import { NeedHelp } from './need-help';
import { RecentRatings } from './recent-ratings';
import { StatCounters } from './stat-counters';
import { StyleAnalytics } from './style-analytics';
import { StyleDashboard } from './dashboard/style-dashboard';
import { StyleInsightsCard } from './style-insights-card';
import { UsageCard } from './usage-card';
import { AddressFormPicker } from './address-form-picker';
import './profile.css';

/**
 * Profile (spec part 1 §2), with the sections that come from ratings: usage, badges, analytics, insights,
 * recent ratings. Other features' cards (badges; membership, admin, push, install; the closet's most and least
 * worn pieces beside the analytics) are passed in by app/routes.tsx.
 */
export function ProfilePage({ badges, accountCards, analytics }: { badges: ReactNode; accountCards: ReactNode; analytics?: ReactNode }) {
  const { t, i18n } = useTranslation('profile');
  const { profile, signOut, refreshProfile } = useSession();

  if (!profile) {
    return (
      <main id="main" className="profile">
        <div className="card profile__empty">
          <h1>{t('title')}</h1>
          <p className="muted">{t('unavailable')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void refreshProfile()}>
            {t('retry')}
          </button>
        </div>
      </main>
    );
  }

  const joined = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(new Date(profile.joinedAt));

  return (
    <main id="main" className="profile">
      <PageHeader
        title={t('title')}
        backTo="/home"
        backLabel={t('back')}
        actions={
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void signOut()}>
            <Icon name="logout" />
            {t('logout')}
          </button>
        }
      />

      <section className="card profile__identity">
        <Avatar name={profile.name} picture={profile.profilePicture} onChanged={() => void refreshProfile()} />
        <div className="profile__who">
          <EditableName name={profile.name} onSaved={() => void refreshProfile()} />
          <EditableHandle handle={profile.handle} onSaved={() => void refreshProfile()} />
          <p className="profile__email" dir="ltr">{profile.email}</p>
          <div className="profile__meta">
            {profile.isPremium && <span className="badge">{t('pro')}</span>}
            <span className="muted">{t('joined', { date: joined })}</span>
          </div>
        </div>
      </section>

      <StatCounters totalRatings={profile.totalRatings} averageRating={profile.averageRating} dayStreak={profile.dayStreak} />
      <UsageCard />
      {badges}
      <StyleAnalytics />
      {analytics}
      <StyleDashboard />
      <StyleInsightsCard />
      <RecentRatings />

      {accountCards}

      <section className="card profile__settings" aria-labelledby="settings-title">
        <h2 id="settings-title">{t('settings.title')}</h2>
        <LanguagePicker />
        <AddressFormPicker value={profile.addressForm} onSaved={() => void refreshProfile()} />
        <Link to="/change-password" className="profile__row">
          <Icon name="lock" />
          <span>{t('settings.changePassword')}</span>
          <Icon name="forward" />
        </Link>
        <Link to="/history" className="profile__row">
          <Icon name="history" />
          <span>{t('settings.history')}</span>
          <Icon name="forward" />
        </Link>
        <Link to="/subscribe" className="profile__row">
          <Icon name="crown" />
          <span>{t('settings.subscribe')}</span>
          <Icon name="forward" />
        </Link>
      </section>

      <NeedHelp profile={profile} />
      <DownloadData />
      <DeleteAccount />

      <button type="button" className="btn btn--secondary btn--block" onClick={() => void signOut()}>
        <Icon name="logout" />
        {t('logout')}
      </button>
    </main>
  );
}
