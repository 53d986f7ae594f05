/**
 * Lazy routes that a screen knows it will open next (the results while a
 * photo uploads) are loaded ahead: the router registers each route's loader
 * here by path, and features ask for a path without importing the router.
 */
const loaders = new Map<string, () => Promise<unknown>>();
const started = new Map<string, Promise<unknown>>();

export function registerRoutePreload(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/** Starts loading the route's code and texts once; errors are left to the real navigation to show. */
export function preloadRoute(path: string): void {
  const load = loaders.get(path);
  if (!load || started.has(path)) return;
  started.set(path, load().catch(() => started.delete(path)));
}
