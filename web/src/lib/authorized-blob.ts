import { useEffect, useState } from 'react';
import { tokenStore } from './storage';
import { toHttpError } from './http';

/**
 * Owner-only files (avatar, outfit photos, share cards) are fetched with the
 * bearer token rather than put in an <img src>, then shown through an object URL.
 */
export async function fetchAuthorizedBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = tokenStore.get();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, credentials: 'include' });
  if (!response.ok) throw await toHttpError(response);
  return response.blob();
}

/** An object URL for an owner-only image; revoked when the source changes or the component unmounts. */
export function useAuthorizedObjectUrl(source: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!source) {
      setUrl(null);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAuthorizedBlob(source, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Image not loaded', error);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [source]);
  return url;
}
