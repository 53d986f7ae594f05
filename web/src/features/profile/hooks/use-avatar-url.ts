import { useEffect, useState } from 'react';
import { fetchAvatarBlob } from '../api/profile.api';

/** An object URL for the owner-only avatar; revoked when the picture changes or the screen closes. */
export function useAvatarUrl(source: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!source) {
      setUrl(null);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAvatarBlob(source, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Avatar not loaded', error);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);
  return url;
}
