/*
 * Web Push in the app's service worker (imported by the worker vite-plugin-pwa generates: vite.config.ts,
 * workbox.importScripts). A message from the brand arrives as the JSON the server encrypts for this browser:
 * {title, body, url, tag}. It is shown as a notification; a tap focuses an open window of the app on its
 * URL, or opens one.
 */
/* global self */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const scope = self.registration.scope;
  const url = typeof data.url === 'string' && data.url.startsWith('/m/') ? data.url : '/m/message';
  event.waitUntil(
    self.registration.showNotification(data.title || '', {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: new URL('icons/icon-192.png', scope).href,
      badge: new URL('icons/icon-192.png', scope).href,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/m/message', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then((focused) => (focused && 'navigate' in focused ? focused.navigate(target) : focused));
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
