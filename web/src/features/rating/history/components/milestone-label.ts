import type { TFunction } from 'i18next';
import type { Milestone } from '../model/milestones';

/** The localised text of a milestone label. */
export function milestoneText(milestone: Milestone, t: TFunction, language: string, now = new Date()): string {
  if (milestone.key === 'topOfMonth') {
    const options: Intl.DateTimeFormatOptions = milestone.month.getFullYear() === now.getFullYear() ? { month: 'long' } : { month: 'long', year: 'numeric' };
    return t('history:milestones.topOfMonth', { month: new Intl.DateTimeFormat(language, options).format(milestone.month) });
  }
  return t(`history:milestones.${milestone.key}`);
}
