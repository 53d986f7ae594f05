import { useTranslation } from 'react-i18next';

const BROWSERS = ['chrome', 'safari', 'firefox'] as const;

/** Per-browser steps for browsers that do not offer an install dialog. */
export function ManualInstallTips() {
  const { t } = useTranslation('install');
  return (
    <section className="card install-tips" aria-labelledby="install-tips-title">
      <h2 id="install-tips-title">{t('tips.title')}</h2>
      {BROWSERS.map((browser) => (
        <div key={browser} className="install-tips__browser">
          <h3>{t(`tips.${browser}.name`)}</h3>
          <ol>
            {(t(`tips.${browser}.steps`, { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
