import { useTranslation } from 'react-i18next';
import type { GeneratedOutfit } from '@fitrater/contracts';
import { ClosetLooksView, type LookActions } from './closet-looks-view';
import { ColourChips } from './colour-chips';
import { Confidence } from './confidence';
import { PieceList } from './piece-list';

/** The generator's answer: the four pieces (or the looks from the member's closet), the colours, then why. */
export function GeneratedOutfitView({ result, requestId, lookActions }: { result: GeneratedOutfit; requestId: string; lookActions?: LookActions }) {
  const { t } = useTranslation('styling');
  const { outfit } = result;
  return (
    <div className="styling-result">
      <Confidence score={result.confidence_rating} />
      {result.closet ? (
        <ClosetLooksView looks={result.closet} requestId={requestId} actions={lookActions} />
      ) : (
        <PieceList pieces={[['top', outfit.top], ['bottom', outfit.bottom], ['footwear', outfit.footwear], ['accessories', outfit.accessories]]} />
      )}
      <ColourChips colours={outfit.colors} swatches={outfit.swatches} label={t('result.colors')} />
      <h4 className="styling-result__heading">{t('result.notes')}</h4>
      <p dir="auto">{result.styling_notes}</p>
      <h4 className="styling-result__heading">{t('result.weather')}</h4>
      <p dir="auto">{result.weather_considerations}</p>
      <h4 className="styling-result__heading">{t('result.bodyType')}</h4>
      <p dir="auto">{result.body_type_tips}</p>
    </div>
  );
}
