/*
 * Notices in the installed app: loaded into the service worker that
 * vite-plugin-pwa builds with Workbox (vite.config.ts, workbox.importScripts).
 * Workbox caches and routes requests but has no handler for the push event,
 * so these two are written by hand: a push shows the notice the server
 * encrypted for this device ({titulo, cuerpo, url, etiqueta}), and a tap on
 * it focuses an open window of the app (or opens one) at the notice's page.
 */
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { cuerpo: event.data ? event.data.text() : '' };
  }
  const url = typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/';
  event.waitUntil(
    self.registration.showNotification(notice.titulo || 'Gatera', {
      body: notice.cuerpo || '',
      tag: notice.etiqueta || undefined,
      icon: '/icons/gatera-192.png',
      badge: '/icons/gatera-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
