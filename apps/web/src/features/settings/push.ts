/**
 * Web Push in this browser, through the app's service worker (vite-plugin-pwa's, which imports push-sw.js for
 * the `push` and `notificationclick` handlers). Only production builds register the worker.
 */

export class PushUnavailable extends Error {
  constructor(readonly reason: 'unsupported' | 'denied' | 'no-worker') {
    super(`push ${reason}`);
  }
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The application server key as the Push API takes it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The service worker's registration, or null when none controls this page within a few seconds (development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found) return found;
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))]);
}

export async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Asks the browser's permission and subscribes; the subscription as the server takes it. */
export async function subscribeBrowser(publicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  if (!pushSupported()) throw new PushUnavailable('unsupported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('denied');
  const reg = await registration();
  if (!reg) throw new PushUnavailable('no-worker');
  const subscription =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
