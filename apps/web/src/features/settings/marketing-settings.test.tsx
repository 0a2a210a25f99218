import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Marketing, MemberProfile } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const PROFILE: MemberProfile = {
  nickname: 'Lucky Demo',
  email: null,
  emailVerified: false,
  pendingEmail: null,
  birthday: null,
  payeeName: null,
  ageLimit: 21,
  securityQuestionsSet: true,
  hasPaymentPassword: false,
  hasPassword: true,
};

const DEFAULTS: Marketing = { marketing: true, email: false, sms: false, push: false, pushSubscribed: false, hasEmail: false, hasPhone: true };

/** The settings page's calls, with the marketing consent kept in `state` as the server would. */
function handlers(state: { marketing: Marketing; puts: unknown[]; subscriptions: unknown[] }) {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/member/hasWithdrawalPassword': () => envelope(true),
    '/wps/member/info/profile': () => envelope(PROFILE),
    '/wps/member/info/marketing': async (request: Request) => {
      if (request.method === 'PUT') {
        const change = (await request.json()) as Partial<Marketing>;
        state.puts.push(change);
        state.marketing = { ...state.marketing, ...change };
      }
      return envelope(state.marketing);
    },
    '/wps/push/key': () => envelope({ publicKey: 'BKd0F0KpK_dnA2Sx6gYxQn9MZrGkXJe1Pw0vV5s3XH5mJtq8b8u1eK2b3Y4Z5a6b7c8d9e0f1g2h3i4j5k6l7m8' }),
    '/wps/push/subscription': async (request: Request) => {
      state.subscriptions.push({ method: request.method, body: await request.json() });
      state.marketing = { ...state.marketing, push: request.method === 'POST', pushSubscribed: request.method === 'POST' };
      return envelope(state.marketing);
    },
  };
}

async function region() {
  return screen.findByRole('region', { name: 'Notifications & offers' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notifications and offers on /m/set', () => {
  it('starts from the defaults: offers in the inbox on, e-mail, SMS and push off, each saying what it needs', async () => {
    signIn();
    const state = { marketing: { ...DEFAULTS }, puts: [] as unknown[], subscriptions: [] as unknown[] };
    mockFetch(handlers(state));
    renderApp('/m/set');
    const r = await region();
    expect(await within(r).findByRole('switch', { name: /Offers and news/ })).toHaveAttribute('aria-checked', 'true');
    const email = within(r).getByRole('switch', { name: /By e-mail/ });
    expect(email).toHaveAttribute('aria-checked', 'false');
    expect(email).toHaveAccessibleDescription('Verify an e-mail address above first');
    expect(within(r).getByRole('switch', { name: /By SMS/ })).toHaveAccessibleDescription('To your mobile number');

    await userEvent.click(within(r).getByRole('switch', { name: /By SMS/ }));
    await waitFor(() => expect(within(r).getByRole('switch', { name: /By SMS/ })).toHaveAttribute('aria-checked', 'true'));
    expect(state.puts).toEqual([{ sms: true }]);
  });

  it('turning offers off turns every channel off and greys them out', async () => {
    signIn();
    const state = { marketing: { ...DEFAULTS, email: true, hasEmail: true }, puts: [] as unknown[], subscriptions: [] as unknown[] };
    mockFetch(handlers(state));
    renderApp('/m/set');
    const r = await region();
    await userEvent.click(await within(r).findByRole('switch', { name: /Offers and news/ }));
    await waitFor(() => expect(within(r).getByRole('switch', { name: /Offers and news/ })).toHaveAttribute('aria-checked', 'false'));
    expect(within(r).getByRole('switch', { name: /Offers and news/ })).toHaveAccessibleDescription('Off: no offers on any channel');
    for (const name of [/By e-mail/, /By SMS/, /Push notifications/]) {
      const s = within(r).getByRole('switch', { name });
      expect(s).toHaveAttribute('aria-checked', 'false');
      expect(s).toBeDisabled();
    }
    expect(state.puts).toEqual([{ marketing: false }]);
  });

  it("push asks the browser's permission, subscribes through the service worker and saves the subscription; a refusal saves nothing", async () => {
    signIn();
    const state = { marketing: { ...DEFAULTS }, puts: [] as unknown[], subscriptions: [] as unknown[] };
    mockFetch(handlers(state));
    let permission: NotificationPermission = 'denied';
    const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => ({
      endpoint: 'https://push.example/send/abc',
      options,
      toJSON: () => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BPub', auth: 'AuthSecret' } }),
    }));
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => null, subscribe } }), ready: new Promise(() => {}) },
    });
    renderApp('/m/set');
    const r = await region();
    const push = await within(r).findByRole('switch', { name: /Push notifications/ });
    await userEvent.click(push);
    expect(await screen.findByText('Notifications are blocked: allow them in your browser settings.')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(state.subscriptions).toEqual([]);

    permission = 'granted';
    await userEvent.click(within(r).getByRole('switch', { name: /Push notifications/ }));
    await waitFor(() => expect(within(r).getByRole('switch', { name: /Push notifications/ })).toHaveAttribute('aria-checked', 'true'));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(state.subscriptions).toEqual([{ method: 'POST', body: { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BPub', auth: 'AuthSecret' } } }]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
