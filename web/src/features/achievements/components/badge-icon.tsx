import { Icon, type IconName } from '../../../components/icon';
import type { AchievementIcon } from '@fitrater/contracts';

const ICONS: Record<AchievementIcon, IconName> = {
  trophy: 'trophy', star: 'star', medal: 'trophy', crown: 'crown', target: 'sparkles', zap: 'bolt', flame: 'flame', award: 'star',
};

export function BadgeIcon({ icon, emoji }: { icon: AchievementIcon; emoji?: string }) {
  return emoji ? <span className="badge-icon__emoji" aria-hidden="true">{emoji}</span> : <Icon name={ICONS[icon] ?? 'star'} />;
}
