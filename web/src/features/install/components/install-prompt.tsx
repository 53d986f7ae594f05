import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Logo } from '../../../components/logo';
import { sessionFlags } from '../../../lib/storage';
import { promptInstall, useInstallState } from '../model/install-state';
import './install-prompt.css';

const DISMISSED = 'fitRater-install-dismissed';

/** Floating offer, only when the browser allows installing; "Not Now" or an install hides it for this session. */
export function InstallPrompt() {
  const { t } = useTranslation('install');
  const { canPrompt, installed } = useInstallState();
  const [dismissed, setDismissed] = useState(() => sessionFlags.get(DISMISSED));
  if (!canPrompt || installed || dismissed) return null;

  const dismiss = () => {
    sessionFlags.set(DISMISSED);
    setDismissed(true);
  };
  return (
    <aside className="install-prompt" aria-label={t('prompt.label')}>
      <Logo size="sm" />
      <div className="install-prompt__text">
        <p className="install-prompt__title">{t('prompt.title')}</p>
        <p className="install-prompt__body">{t('prompt.body')}</p>
      </div>
      <div className="install-prompt__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={dismiss}>
          {t('prompt.notNow')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => {
            dismiss();
            void promptInstall();
          }}
        >
          <Icon name="download" />
          {t('prompt.install')}
        </button>
      </div>
    </aside>
  );
}
