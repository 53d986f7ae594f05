import { useTranslation } from 'react-i18next';
import type { Combination } from '@fitrater/contracts';
import { ClosetLooksView, type LookActions } from './closet-looks-view';
import { Confidence } from './confidence';
import { PieceList } from './piece-list';

/** The combiner's answer, built from the user's own outfits rated 7 or more. */
export function CombinationView({ result, requestId, lookActions }: { result: Combination; requestId: string; lookActions?: LookActions }) {
  const { t } = useTranslation('styling');
  return (
    <div className="styling-result">
      <Confidence score={result.confidence_score} />
      {result.closet ? (
        <ClosetLooksView looks={result.closet} requestId={requestId} actions={lookActions} />
      ) : (
        <PieceList pieces={[['top', result.top], ['bottom', result.bottom], ['footwear', result.footwear], ['accessories', result.accessories]]} />
      )}
      <h4 className="styling-result__heading">{t('result.notes')}</h4>
      <p dir="auto">{result.styling_notes}</p>
      {result.sourceRatingIds.length > 0 && <p className="muted">{t('result.sources', { count: result.sourceRatingIds.length })}</p>}
    </div>
  );
}
