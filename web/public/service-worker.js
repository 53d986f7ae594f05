/* FitRater service worker (hand-written).
 *
 * - Precaches the app shell (index page, hashed JS/CSS, icons, offline page);
 *   the build fills in the list and the version.
 * - Navigations: network first, then the cached shell, then the offline page,
 *   so a reload without a connection still opens the app.
 * - Hashed assets under /assets/: cache first (their names change with content).
 * - Never touches /api/: responses carry personal data and must not be stored.
 */
const VERSION = /*__VERSION__*/'dev';
const CACHE = `fitrater-shell-${VERSION}`;
const PRECACHE = /*__PRECACHE__*/['/index.html', '/offline.html', '/manifest.webmanifest']/*__END__*/;
// Every client-side route is the same shell document.
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('fitrater-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => {
        const cache = await caches.open(CACHE);
        return (await cache.match(SHELL)) || (await cache.match('/offline.html')) || Response.error();
      }),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok && url.pathname.startsWith('/assets/')) cache.put(request, response.clone());
        return response;
      }),
    );
  }
});

/* Web push (issue 12). The server renders the text in the user's language; the
 * worker shows it as sent. A click opens or focuses a page of this site only:
 * any other url in a payload is ignored in favour of the home page. */
function samePath(raw) {
  try {
    const url = new URL(typeof raw === 'string' && raw ? raw : '/home', self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/home';
  } catch {
    return '/home';
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'FitRater';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: samePath(data.icon || '/icons/icon-192.png'),
      badge: samePath(data.badge || '/icons/icon-192.png'),
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: samePath(data.url), notificationId: data.notificationId || null },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = samePath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const target = new URL(path, self.location.origin).href;
      const exact = windows.find((w) => w.url === target);
      if (exact) return exact.focus();
      const mine = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (mine) {
        await mine.focus();
        return mine.navigate(target).catch(() => self.clients.openWindow(target));
      }
      return self.clients.openWindow(target);
    }),
  );
});
