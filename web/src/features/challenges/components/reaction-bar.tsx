import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { VOTE_TYPES } from '@fitrater/contracts/values';
import type { Submission, VoteType } from '@fitrater/contracts';

const ICON = { like: 'thumb', love: 'heart', fire: 'flame' } as const satisfies Record<VoteType, string>;

/**
 * Like, love and fire with their counts (spec part 2 §3): the viewer's choice
 * is highlighted; all three are disabled while a vote is pending, and on the
 * viewer's own entry or an ended challenge (counts only).
 */
export function ReactionBar({ entry, pending, canVote, onVote }: {
  entry: Submission;
  pending: boolean;
  canVote: boolean;
  onVote(type: VoteType): void;
}) {
  const { t, i18n } = useTranslation('challenges');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="reactions" role="group" aria-label={t('reactions.label')} aria-busy={pending}>
      {VOTE_TYPES.map((type) => {
        const chosen = entry.userVote === type;
        return (
          <button
            key={type}
            type="button"
            className={`reaction ${chosen ? 'reaction--on' : ''}`}
            aria-pressed={chosen}
            aria-label={t('reactions.button', { reaction: t(`reactions.${type}`), count: entry.votes[type] })}
            disabled={pending || !canVote}
            onClick={() => onVote(type)}
          >
            <Icon name={ICON[type]} aria-hidden="true" className="reaction__icon" />
            <span className="reaction__count">{number.format(entry.votes[type])}</span>
          </button>
        );
      })}
    </div>
  );
}
