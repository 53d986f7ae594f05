import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { SeenGarment } from '@fitrater/contracts';
import { GarmentImage } from '../../../../components/garment-image';
import { addSeenPiece, fixCutout, isClosetKey } from '../../../../lib/closet/closet-items';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { toast } from '../../../../lib/toast';
import { useSeenGarments } from '../../hooks/use-seen-garments';
import { draftOf, toConfirm, type PieceDraft } from '../../model/seen-piece';
import { ExtractionProgress } from './extraction-progress';
import { SeenPieceCard } from './seen-piece-card';

/**
 * "Add these N pieces to your closet": the pieces the engine saw in this photo, each pre-filled and
 * editable; nothing goes into the closet until the member presses the button.
 */
export function AddSeenPieces({ ratingId }: { ratingId: string }) {
  const { t } = useTranslation('closet');
  const { data, error, mutate } = useSeenGarments(ratingId);
  const { mutate: mutateAll } = useSWRConfig();
  const showError = useErrorToast();
  const [drafts, setDrafts] = useState<PieceDraft[] | null>(null);
  const [saving, setSaving] = useState(false);
  const offered = data?.status === 'done' ? toConfirm(data.garments) : [];
  const owned = data?.status === 'done' ? data.garments.filter((g) => g.closetItemId) : [];

  useEffect(() => {
    if (data?.status === 'done' && drafts === null) setDrafts(toConfirm(data.garments).map(draftOf));
  }, [data, drafts]);

  const kept = (drafts ?? []).filter((d) => !d.discarded && offered.some((g) => g.piece === d.piece));

  async function addAll() {
    setSaving(true);
    let added = 0;
    try {
      for (const draft of kept) {
        const item = await addSeenPiece({
          ratingId, piece: draft.piece, category: draft.category, colours: draft.colours, formality: draft.formality,
          ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
        });
        added++;
        if (draft.strokes.length > 0) await fixCutout(item.id, draft.strokes);
      }
      toast.show({ title: t('garments.toasts.added', { count: added }), variant: 'success' });
    } catch (failure) {
      showError(failure, 'closet:garments.toasts.addFailed');
    } finally {
      setSaving(false);
      setDrafts(null);
      await mutate();
      void mutateAll(isClosetKey);
    }
  }

  return (
    <section className="card closet-result" aria-labelledby="seen-title" aria-busy={!data || data.status === 'queued' || data.status === 'processing'}>
      <h2 id="seen-title" className="results__section-title">
        {data?.status === 'done' && offered.length > 0 ? t('garments.addTitle', { count: kept.length }) : t('garments.seenTitle')}
      </h2>
      {error && !data ? (
        <p className="muted">{t('garments.extract.loadFailed')}</p>
      ) : !data || data.status === 'queued' || data.status === 'processing' ? (
        <ExtractionProgress stage={data?.stage ?? 'queued'} percent={data?.percent ?? 0} />
      ) : data.status === 'failed' ? (
        <p className="muted">{t('garments.extract.failed')}</p>
      ) : data.garments.length === 0 ? (
        <p className="muted">{t('garments.nonePieces')}</p>
      ) : (
        <>
          {offered.length > 0 && drafts && (
            <>
              <p className="muted">{t('garments.addBody')}</p>
              <ul className="seen-pieces">
                {offered.map((seen) => {
                  const draft = drafts.find((d) => d.piece === seen.piece);
                  return draft ? <SeenPieceCard key={seen.piece} seen={seen} draft={draft}
                    onChange={(next) => setDrafts((list) => (list ?? []).map((d) => (d.piece === next.piece ? next : d)))} /> : null;
                })}
              </ul>
              <button type="button" className="btn btn--primary btn--block" disabled={saving || kept.length === 0} onClick={() => void addAll()}>
                {saving && <span className="spinner spinner--small" aria-hidden="true" />}
                {t('garments.addButton', { count: kept.length })}
              </button>
            </>
          )}
          {owned.length > 0 && <OwnedPieces owned={owned} />}
        </>
      )}
    </section>
  );
}

function OwnedPieces({ owned }: { owned: SeenGarment[] }) {
  const { t } = useTranslation('closet');
  return (
    <div className="closet-result__owned">
      <p>{t('garments.alreadyAdded', { count: owned.length })}</p>
      <ul className="closet-result__thumbs">
        {owned.map((g) => (
          <li key={g.piece}><GarmentImage imageUrl={g.imageUrl} alt={t(`garments.categories.${g.category}`)} size={56} /></li>
        ))}
      </ul>
      <Link to="/closet?view=garments" className="btn btn--secondary btn--small">{t('garments.seeInCloset')}</Link>
    </div>
  );
}
