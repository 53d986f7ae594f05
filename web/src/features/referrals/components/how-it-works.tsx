import { useTranslation } from 'react-i18next';

const STEPS = ['share', 'join', 'rate', 'reward'] as const;

/** The four steps, and what a free suggestion is. */
export function HowItWorks() {
  const { t } = useTranslation('referrals');
  return (
    <section className="card how" aria-labelledby="how-title">
      <h2 id="how-title">{t('howTitle')}</h2>
      <ol className="how__steps">
        {STEPS.map((step, i) => (
          <li key={step} className="how__step">
            <span className="how__number" aria-hidden="true">{i + 1}</span>
            <span>{t(`how.${step}`)}</span>
          </li>
        ))}
      </ol>
      <p className="muted how__note">{t('rewardNote')}</p>
    </section>
  );
}
