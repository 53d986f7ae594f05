import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { PageHeader } from '../../../components/page-header';
import { useOutfits } from '../../../data/ratings/queries';
import type { Challenge, LeaderboardItem, Submission } from '@fitrater/contracts';
import * as api from '../api/challenges.api';
import { useChallengeActions } from '../hooks/use-challenge-actions';
import { ChallengeHero } from './challenge-hero';
import { EntryCard } from './entry-card';
import { Leaderboard } from './leaderboard';
import { MyEntry } from './my-entry';
import { OutfitPicker } from './outfit-picker';
import { PastWinners } from './past-winners';
import './challenges.css';

/**
 * The weekly style challenge (spec part 2 §3, DECISIONS: entering is real):
 * theme and countdown, the viewer's entry, the gallery with reactions, the
 * leaderboard and past winners.
 */
export function ChallengesPage() {
  const { t } = useTranslation('challenges');
  const current = useSWR<Challenge>(api.CURRENT_KEY);
  const id = current.data?.id;
  const entries = useSWR<Submission[]>(id ? api.submissionsKey(id) : null);
  const board = useSWR<LeaderboardItem[]>(id ? api.leaderboardKey(id) : null);
  const ended = useSWR<Challenge[]>(api.ENDED_KEY);
  const outfits = useOutfits();
  const refresh = () => Promise.all([entries.mutate(), board.mutate(), current.mutate()]);
  const actions = useChallengeActions(id, refresh);
  const [picking, setPicking] = useState(false);
  const [confirm, setConfirm] = useState<{ kind: 'withdraw' } | { kind: 'report'; id: string } | null>(null);

  const active = current.data?.status === 'active';
  const mine = entries.data?.find((e) => e.isOwn);
  const others = entries.data?.filter((e) => !e.isOwn) ?? [];

  return (
    <main id="main" className="challenges">
      <PageHeader title={t('title')} backTo="/home" />
      {current.error ? (
        <div className="card"><p>{t('loadFailed')}</p><button type="button" className="btn btn--secondary" onClick={() => void current.mutate()}>{t('retry')}</button></div>
      ) : !current.data ? (
        <div className="card challenges__skeleton" aria-busy="true" />
      ) : (
        <>
          <ChallengeHero challenge={current.data} />
          <MyEntry entry={mine} active={active} busy={actions.busy} onChoose={() => setPicking(true)} onWithdraw={() => setConfirm({ kind: 'withdraw' })} />
          <section aria-labelledby="gallery-title" className="gallery">
            <h2 id="gallery-title">{t('gallery')}</h2>
            {entries.error ? (
              <p className="muted">{t('loadFailed')}</p>
            ) : !entries.data ? (
              <p className="muted" aria-busy="true">{t('loading')}</p>
            ) : others.length === 0 ? (
              <p className="card muted">{t('noEntries')}</p>
            ) : (
              <ul className="gallery__grid">
                {others.map((entry) => (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    active={active}
                    pending={actions.pendingVote === entry.id}
                    reported={actions.reported.has(entry.id)}
                    onVote={(type) => void actions.vote(entry.id, type)}
                    onReport={() => setConfirm({ kind: 'report', id: entry.id })}
                  />
                ))}
              </ul>
            )}
          </section>
          <Leaderboard items={board.data} />
        </>
      )}
      <PastWinners challenges={ended.data} />

      <OutfitPicker
        open={picking}
        outfits={outfits.data}
        currentId={mine?.outfit.id ?? null}
        busy={actions.busy}
        onClose={() => setPicking(false)}
        onPick={(outfitId) => void actions.enter(outfitId, Boolean(mine)).then((ok) => ok && setPicking(false))}
      />
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} title={confirm?.kind === 'report' ? t('reportTitle') : t('withdrawTitle')}>
        <p>{confirm?.kind === 'report' ? t('reportBody') : t('withdrawBody')}</p>
        <div className="challenges__form-actions">
          <button type="button" className="btn btn--secondary" onClick={() => setConfirm(null)}>{t('cancel')}</button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={actions.busy}
            onClick={() => {
              const action = confirm?.kind === 'report' ? actions.report(confirm.id) : actions.withdraw();
              void action.then(() => setConfirm(null));
            }}
          >
            {confirm?.kind === 'report' ? t('report') : t('withdraw')}
          </button>
        </div>
      </Dialog>
    </main>
  );
}
