import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog';
import { useAuthorizedObjectUrl } from '../../../../lib/authorized-blob';
import { isLanguage, occasionLabel } from '@fitrater/contracts/values';
import type { Rating } from '@fitrater/contracts';
import { formatScore } from '../../../../lib/relative-time';
import { ComponentBreakdown } from '../../components/component-breakdown';
import { emojiOf, scoreOf } from '../../model/result';
import type { OutfitAdvice } from '../../model/outfit-advice';
import { WrittenIn } from '../../../../components/written-in';

/** One outfit in full: photo, description, AI analysis, component breakdown, score, occasion, milestone. */
export function OutfitDialog({ rating, milestone, onClose, advice: Advice }: { rating: Rating | null; milestone: string | null; onClose(): void; advice: OutfitAdvice }) {
  const { t, i18n } = useTranslation('history');
  const photo = useAuthorizedObjectUrl(rating?.hasImage ? rating.imageUrl : null);
  if (!rating) return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const occasion = occasionLabel(language, rating.occasion, rating.customOccasion);
  const score = scoreOf(rating);
  return (
    <Dialog open onClose={onClose} title={t('detail.title')} className="outfit-dialog">
      {photo && <img src={photo} alt={t('photoAlt', { occasion })} className="outfit-dialog__photo" />}
      <dl className="outfit-dialog__facts">
        <div>
          <dt>{t('detail.score')}</dt>
          <dd className="outfit-dialog__score">{emojiOf(rating)} {score !== null ? formatScore(score, i18n.language) : '–'}<span className="muted">/10</span></dd>
        </div>
        <div>
          <dt>{t('detail.occasion')}</dt>
          <dd>{occasion}</dd>
        </div>
        {milestone && (
          <div>
            <dt>{t('detail.milestone')}</dt>
            <dd>🏅 {milestone}</dd>
          </div>
        )}
      </dl>
      <WrittenIn language={rating.language} />
      {rating.summary && (
        <section>
          <h3 className="outfit-dialog__heading">{t('detail.vibe')}</h3>
          <p dir="auto" lang={rating.language}>{rating.summary}</p>
        </section>
      )}
      {rating.description && (
        <section>
          <h3 className="outfit-dialog__heading">{t('detail.description')}</h3>
          <p className="outfit-dialog__text" dir="auto">{rating.description}</p>
        </section>
      )}
      <section>
        <h3 className="outfit-dialog__heading">{t('detail.analysis')}</h3>
        <p className="outfit-dialog__text" dir="auto">{rating.feedback?.trim() || t('detail.noFeedback')}</p>
      </section>
      <section>
        <h3 className="outfit-dialog__heading">{t('detail.components')}</h3>
        {rating.components ? <ComponentBreakdown components={rating.components} /> : <p className="muted">{t('detail.noComponents')}</p>}
      </section>
      <Advice outfitId={rating.id} headingLevel={3} />
    </Dialog>
  );
}
