import { useTranslation } from 'react-i18next';

export type Piece = 'top' | 'bottom' | 'footwear' | 'accessories';

/** Top, bottom, footwear, accessories as a definition list. */
export function PieceList({ pieces }: { pieces: ReadonlyArray<readonly [Piece, string]> }) {
  const { t } = useTranslation('styling');
  return (
    <dl className="styling-pieces">
      {pieces.map(([piece, text]) => (
        <div key={piece} className="styling-pieces__row">
          <dt>{t(`result.${piece}`)}</dt>
          <dd dir="auto">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
