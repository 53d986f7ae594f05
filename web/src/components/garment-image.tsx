import { useAuthorizedObjectUrl } from '../lib/authorized-blob';
import './garment-image.css';

/**
 * An owned garment's cut-out (owner-only, fetched with the token) on a light backdrop, so a dark
 * piece with a transparent background reads on the dark theme. `size` null fills the container.
 */
export function GarmentImage({ imageUrl, alt, size = null }: { imageUrl: string | null; alt: string; size?: number | null }) {
  const url = useAuthorizedObjectUrl(imageUrl);
  return (
    <span className="garment-image" style={size ? { inlineSize: size, blockSize: size } : undefined}>
      {url ? <img src={url} alt={alt} /> : alt ? <span className="garment-image__loading" role="img" aria-label={alt} /> : <span className="garment-image__loading" aria-hidden="true" />}
    </span>
  );
}
