import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS } from '@lobby/contract/paths';
import type { Marketing } from '@lobby/contract';
import { api } from '@/shared/lib/api';
import { marketingKeys } from './marketing';
import { browserSubscription, subscribeBrowser } from '../push';

/** The server's VAPID public key: what the browser subscribes with. */
export async function fetchPushKey(): Promise<string> {
  return (await api.get(MESSAGE_PATHS.pushKey, { silent: true })).publicKey;
}

/**
 * Turns push on for this browser: the browser's permission first (its own prompt), then a subscription
 * through the app's service worker, which the server keeps (push consent on with it).
 */
export async function enablePush(): Promise<Marketing> {
  const subscription = await subscribeBrowser(await fetchPushKey());
  return api.post(MESSAGE_PATHS.pushSubscription, { body: subscription, silent: true });
}

/** Turns push off: this browser's subscription is dropped on both sides, and the consent with it. */
export async function disablePush(): Promise<Marketing> {
  const current = await browserSubscription();
  if (current) {
    const endpoint = current.endpoint;
    await current.unsubscribe().catch(() => false);
    await api.delete(MESSAGE_PATHS.pushSubscription, { body: { endpoint }, silent: true });
  }
  return api.put(MESSAGE_PATHS.marketing, { body: { push: false }, silent: true });
}

export function useTogglePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? enablePush() : disablePush()),
    onSuccess: (next) => client.setQueryData(marketingKeys.all, next),
  });
}
