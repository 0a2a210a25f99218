import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allFlags, encryptPath } from '@lobby/contract';
import type { RouteEntry } from '@/app/route-entry';
import { chatWindow, resetChatLaunch } from './api/use-launch-chat';
import { startSession } from '@/shared/lib/session';
import { loginAnswer } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const page = (name: 'activity' | 'message' | 'login', tabBar = true): RouteEntry => ({
  name,
  paths: [name === 'activity' ? '/m/activity' : `/m/${name}`],
  screen: async () => () => <p>{`${name} page`}</p>,
  titleKey: 'routes.activity',
  back: 'none',
  access: 'public',
  chrome: 'none',
  tabBar,
});
const TABLE: RouteEntry[] = [page('activity'), page('message', false), page('login', false)];

async function serve({ cbs3 = true, chat = 0 }: { cbs3?: boolean; chat?: number } = {}) {
  const launches: unknown[] = [];
  const fetchMock = mockFetch({
    '/wps/system/status': async () =>
      envelope(
        makeStatus({
          info: {
            whitelabel: { ...allFlags(false), CBS3: cbs3 },
            customerService: [
              { title: 'Telegram Support', path: await encryptPath('https://t.me/lucky_support') },
              { title: 'Broken', path: 'not-an-encrypted-path-ABCDEFGH' },
              { title: 'E-mail', path: await encryptPath('mailto:help@lucky.test') },
              { title: 'Script', path: await encryptPath('javascript:alert(1)') },
            ],
            socialLinks: [
              { key: 'TELEGRAM', url: 'https://t.me/lucky', labelNameEn: 'Lucky Telegram' },
              { key: 'TELEGRAM2', url: 'https://t.me/lucky_vip', labelNameEn: 'Lucky VIP' },
              { key: 'FACEBOOK', url: 'https://facebook.com/lucky', labelNameEn: 'Lucky Facebook' },
              { key: 'WHATSAPP', url: 'https://wa.me/6391', labelNameEn: 'Lucky WhatsApp' },
            ],
          },
        }),
      ),
    '/wps/inbox/unread-count': () => envelope({ unReadCount: 0 }),
    '/wps/chat/unread-count': () => envelope({ unReadCount: chat }),
    '/wps/chat/launch': async (request) => {
      launches.push(await request.json());
      return envelope({ chatUrl: '/chat/room?ticket=abc.def' });
    },
  });
  return { fetchMock, launches };
}

async function openWidget() {
  await userEvent.click(await screen.findByRole('button', { name: /^Customer service/ }));
  return screen.findByRole('dialog', { name: 'Customer service' });
}

beforeEach(() => {
  // the broken link is reported on the console by design
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetChatLaunch();
});

describe('customer-service widget', () => {
  it('lists the decrypted customer-service links and leaves out broken and unsafe ones', async () => {
    await serve();
    renderApp('/m/activity', { table: TABLE });
    const panel = await openWidget();
    expect(await within(panel).findByRole('link', { name: 'Telegram Support' })).toHaveAttribute(
      'href',
      'https://t.me/lucky_support',
    );
    expect(within(panel).getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:help@lucky.test');
    expect(within(panel).queryByRole('link', { name: 'Broken' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Script' })).not.toBeInTheDocument();
  });

  it('opens the Telegram and Facebook pop-ups independently of each other', async () => {
    await serve();
    renderApp('/m/activity', { table: TABLE });
    const panel = await openWidget();
    const telegram = within(panel).getByRole('button', { name: 'Telegram' });
    const facebook = within(panel).getByRole('button', { name: 'Facebook' });
    expect(within(panel).getByRole('button', { name: 'WhatsApp' })).toBeInTheDocument();

    await userEvent.click(telegram);
    const telegramGroups = within(panel).getByRole('region', { name: 'Telegram groups' });
    expect(within(telegramGroups).getAllByRole('link', { name: 'Join' }).map((a) => a.getAttribute('href'))).toEqual([
      'https://t.me/lucky',
      'https://t.me/lucky_vip',
    ]);
    await userEvent.click(facebook);
    expect(within(panel).getByRole('region', { name: 'Telegram groups' })).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Facebook groups' })).toBeInTheDocument();
    expect(telegram).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(telegram);
    expect(within(panel).queryByRole('region', { name: 'Telegram groups' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Facebook groups' })).toBeInTheDocument();
    expect(facebook).toHaveAttribute('aria-expanded', 'true');
  });

  it('launches live chat for a member with the agreed launch parameters and opens the returned chat URL', async () => {
    startSession(loginAnswer({ type: 0 }));
    const { launches } = await serve({ chat: 2 });
    const open = vi.spyOn(chatWindow, 'open').mockImplementation(() => {});
    renderApp('/m/activity', { table: TABLE });
    expect(await screen.findByRole('button', { name: 'Customer service, Unread messages: 2' })).toBeInTheDocument();
    const panel = await openWidget();
    await userEvent.click(within(panel).getByRole('button', { name: /Live chat/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/chat/room?ticket=abc.def'));
    expect(launches).toEqual([
      {
        b2c: 1,
        template: 'v2',
        language: 'EN',
        backUrl: `${window.location.origin}/m/activity`,
        headerColor: '#141c36',
        title: 'Live chat',
      },
    ]);
  });

  it('sends visitors to log in instead of launching', async () => {
    const { launches } = await serve();
    const { router } = renderApp('/m/activity', { table: TABLE });
    const panel = await openWidget();
    await userEvent.click(within(panel).getByRole('button', { name: /Live chat/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(launches).toEqual([]);
  });

  it('has no live-chat entry when CBS3 is off', async () => {
    startSession(loginAnswer({ type: 0 }));
    await serve({ cbs3: false });
    renderApp('/m/activity', { table: TABLE });
    const panel = await openWidget();
    await within(panel).findByRole('link', { name: 'Telegram Support' });
    expect(within(panel).queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('is not shown outside home and promotions', async () => {
    await serve();
    renderApp('/m/message', { table: TABLE });
    expect(await screen.findByText('message page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Customer service/ })).not.toBeInTheDocument();
  });
});
