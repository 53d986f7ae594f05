import { useTranslation } from 'react-i18next';
import { checkPassword, passwordScore, passwordStrength } from '@fitrater/contracts/values';
import type { PasswordChecks } from '@fitrater/contracts';
import { Icon } from './icon';
import './password-checklist.css';

const RULES: (keyof PasswordChecks)[] = ['length', 'uppercase', 'lowercase', 'digit', 'special'];

/**
 * Live strength label (Very weak … Strong, spec part 1 §5) and the list of the
 * one password rule's requirements, each ticked as it is met.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const checks = checkPassword(password);
  const score = passwordScore(password);
  const strength = passwordStrength(password);
  return (
    <div className="pw-checklist" id={id}>
      <div className="pw-checklist__meter" aria-hidden="true">
        {RULES.map((rule, index) => (
          <span key={rule} className={`pw-checklist__bar ${index < score ? `pw-checklist__bar--on pw-checklist__bar--${strength}` : ''}`} />
        ))}
      </div>
      <p className="pw-checklist__label" aria-live="polite">
        {t('password.strength')}: <strong data-strength={strength}>{t(`password.levels.${strength}`)}</strong>
      </p>
      <ul className="pw-checklist__rules">
        {RULES.map((rule) => (
          <li key={rule} className={checks[rule] ? 'is-met' : undefined} data-rule={rule} data-met={checks[rule]}>
            <Icon name={checks[rule] ? 'check' : 'dot'} />
            <span>{t(`password.rules.${rule}`)}</span>
            <span className="visually-hidden">{checks[rule] ? t('password.met') : t('password.notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
