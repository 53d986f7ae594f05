import { useAuthorizedObjectUrl } from '../lib/authorized-blob';
import './rating-thumb.css';

/** An outfit's photo thumbnail (owner-only, fetched with the token), or "TXT" for a text-only rating. */
export function RatingThumb({ imageUrl, alt, size = 56 }: { imageUrl: string | null; alt: string; size?: number }) {
  const url = useAuthorizedObjectUrl(imageUrl);
  return (
    <span className="rating-thumb" style={{ inlineSize: size, blockSize: size }}>
      {imageUrl ? url ? <img src={url} alt={alt} /> : <span className="rating-thumb__loading" aria-hidden="true" /> : <span className="rating-thumb__txt" aria-label={alt}>TXT</span>}
    </span>
  );
}
