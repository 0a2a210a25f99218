import { readFileSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import webpush from 'web-push';

/** A browser's push subscription as the Push API gives it (keys base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: accepted by the push service, gone (404/410: forget the subscription), or refused. */
export type PushOutcome = { ok: true } | { ok: false; gone: boolean; status: number | null; error: string };

/** Sends one Web Push message (RFC 8030) with VAPID (RFC 8292) and an aes128gcm payload (RFC 8291). */
export interface PushSender {
  /** the VAPID public key browsers subscribe with (applicationServerKey), base64url */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options?: { ttlSeconds?: number }): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services */
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';
const DEFAULT_SUBJECT = 'mailto:push@lobby.localhost';

/**
 * The install's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured; otherwise, outside
 * production, a pair made once and kept in the data folder (mode 0600), so browsers subscribed in development
 * stay subscribed across restarts and every process sharing the folder signs alike; in production without
 * them, none (Web Push is off and says so).
 */
export function vapidKeysOf(config: {
  production: boolean;
  dataDir: string;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
}): VapidKeys | undefined {
  const subject = config.vapid.subject ?? DEFAULT_SUBJECT;
  if (config.vapid.publicKey && config.vapid.privateKey) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  if (config.production) return undefined;
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}

/**
 * The sender over the `web-push` package: it encrypts the payload for the subscription's keys and signs a
 * VAPID JWT whose audience is the push service's origin. `agent`: the HTTPS agent (a test's own CA).
 */
export function createWebPushSender(keys: VapidKeys, options: { agent?: Agent; timeoutMs?: number } = {}): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload, sendOptions = {}) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: sendOptions.ttlSeconds ?? 86_400,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { ok: true };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode ?? null;
        return { ok: false, gone: status === 404 || status === 410, status, error: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
