import sharp from 'sharp';

/**
 * libvips keeps a cache of recent operations (up to 50 MB by default) that
 * pays off when the same image is processed again; every photo here is
 * processed once, so the cache only adds resident memory to workers.
 */
export function configureSharpForWorkers(): void {
  sharp.cache(false);
}
