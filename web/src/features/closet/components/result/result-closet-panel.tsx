import type { Rating } from '@fitrater/contracts';
import { AddSeenPieces } from './add-seen-pieces';
import { ClosetSwaps } from './closet-swaps';
import { WoreThisButton } from '../../../../components/wore-this-button';
import '../garments/garments.css';

/** What the closet adds to a result: the pieces to add, swaps from owned items, and "I wore this". */
export function ResultClosetPanel({ rating }: { rating: Rating }) {
  return (
    <>
      {rating.hasImage && <AddSeenPieces ratingId={rating.id} />}
      <ClosetSwaps ratingId={rating.id} />
      <div className="closet-result__wear"><WoreThisButton look={{ ratingId: rating.id }} /></div>
    </>
  );
}
