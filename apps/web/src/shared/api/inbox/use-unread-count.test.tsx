import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allFlags } from '@lobby/contract';
import type { RouteEntry } from '@/app/route-entry';
import { startSession } from '@/shared/lib/session';
import { throttleAsync } from '@/shared/lib/throttle-async';
import { loginAnswer } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { formatUnread } from './use-unread-count';

/** One tab-bar page with nothing else on it, so the only calls are the status and the unread counts. */
const TABLE: RouteEntry[] = [
  {
    name: 'activity',
    paths: ['/m/activity'],
    screen: async () => () => null,
    titleKey: 'routes.activity',
    back: 'none',
    access: 'public',
    chrome: 'page',
    tabBar: true,
  },
];

function serve({ cbs3, inbox, chat }: { cbs3: boolean; inbox: number; chat: number }) {
  return mockFetch({
    '/wps/system/status': () => envelope(makeStatus({ info: { whitelabel: { ...allFlags(false), CBS3: cbs3 } } })),
    '/wps/inbox/unread-count': () => envelope({ unReadCount: inbox }),
    '/wps/chat/unread-count': () => envelope({ unReadCount: chat }),
  });
}

function calls(fetchMock: ReturnType<typeof mockFetch>, path: string): number {
  return fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length;
}

async function mineTab() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav).getByRole('link', { name: /Mine/ });
}

describe('unread badge', () => {
  it('caps the count at 99+', () => {
    expect(formatUnread(0)).toBe('0');
    expect(formatUnread(99)).toBe('99');
    expect(formatUnread(100)).toBe('99+');
  });

  it('adds inbox and live-chat unread on the Mine tab for a member of a CBS3 merchant', async () => {
    startSession(loginAnswer({ type: 0 }));
    serve({ cbs3: true, inbox: 3, chat: 2 });
    renderApp('/m/activity', { table: TABLE });
    const tab = await mineTab();
    expect(await within(tab).findByText('5')).toBeInTheDocument();
    expect(tab).toHaveAccessibleName('Mine Unread messages: 5');
  });

  it('shows 99+ when the total passes 99', async () => {
    startSession(loginAnswer({ type: 7 }));
    serve({ cbs3: true, inbox: 80, chat: 40 });
    renderApp('/m/activity', { table: TABLE });
    expect(await within(await mineTab()).findByText('99+')).toBeInTheDocument();
  });

  it('does not ask for chat unread when CBS3 is off', async () => {
    startSession(loginAnswer({ type: 0 }));
    const fetchMock = serve({ cbs3: false, inbox: 4, chat: 9 });
    renderApp('/m/activity', { table: TABLE });
    expect(await within(await mineTab()).findByText('4')).toBeInTheDocument();
    expect(calls(fetchMock, '/wps/chat/unread-count')).toBe(0);
  });

  it('asks for nothing for trial accounts (type 4)', async () => {
    startSession(loginAnswer({ type: 4, merchantCode: 'LUCKYTRIAL' }));
    const fetchMock = serve({ cbs3: true, inbox: 4, chat: 9 });
    const view = renderApp('/m/activity', { table: TABLE });
    const tab = await mineTab();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(fetchMock, '/wps/chat/unread-count')).toBe(0);
    expect(calls(fetchMock, '/wps/inbox/unread-count')).toBe(0);
    expect(within(tab).queryByTestId('unread-badge')).not.toBeInTheDocument();
    view.unmount();
  });
});

describe('throttleAsync (unread counts, 250 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls at most once per window and answers callers inside it with one trailing call', async () => {
    let n = 0;
    const fn = vi.fn(async () => ++n);
    const throttled = throttleAsync(fn, 250);
    const first = throttled();
    const second = throttled();
    const third = throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(throttled()).resolves.toBe(3);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
