import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { CHAT_PERSONALITY_LOOKS } from '@fitrater/contracts/values';
import type { ChatPersonality } from '@fitrater/contracts';
import { CHAT_PERSONALITIES } from '../model/personality';

/** The seven stylists: each with its label, icon, colour and a line on how it talks. */
export function PersonalityPicker({ value, onChange }: { value: ChatPersonality; onChange(p: ChatPersonality): void }) {
  const { t } = useTranslation('chat');
  return (
    <section className="chat-picker" aria-label={t('picker.label')}>
      <div className="chat-picker__list" role="radiogroup" aria-label={t('picker.label')}>
        {CHAT_PERSONALITIES.map((p) => {
          const look = CHAT_PERSONALITY_LOOKS[p];
          const selected = p === value;
          return (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`chat-picker__chip${selected ? ' chat-picker__chip--selected' : ''}`}
              style={{ ['--persona' as string]: look.colour }}
              onClick={() => onChange(p)}
              data-personality={p}
            >
              <Icon name={look.icon as IconName} />
              <span>{t(`personalities.${p}.label`)}</span>
            </button>
          );
        })}
      </div>
      <p className="chat-picker__description muted">{t(`personalities.${value}.description`)}</p>
    </section>
  );
}
