import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralReward, ReferralSummary } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const LINK = 'http://localhost:8080/m/register?code=LUCKYDEMO';
const PROGRAM = { enabled: true, reward: 100, minDeposit: 100, currency: 'PHP' };

function makeSummary(overrides: Partial<ReferralSummary> = {}): ReferralSummary {
  return { code: 'LUCKYDEMO', link: LINK, joined: 3, deposited: 2, rewardTotal: 200, rewardCount: 2, program: PROGRAM, ...overrides };
}

function reward(id: number): ReferralReward {
  return { id, friend: `fr***${id}`, amount: 100, createdAt: 1_790_000_000_000 + id * 60_000 };
}

type Handlers = Parameters<typeof mockFetch>[0];

function handlers(extra: Handlers = {}, status = makeStatus()): Handlers {
  return {
    '/wps/system/status': () => envelope(status),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/referral/program': () => envelope(PROGRAM),
    '/wps/referral/summary': () => envelope(makeSummary()),
    '/wps/referral/rewards': () => envelope({ list: [reward(2), reward(1)], next: null }),
    ...extra,
  };
}

async function openInvite() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  await userEvent.click(within(nav).getByRole('button', { name: 'Invite' }));
  return screen.findByRole('dialog', { name: 'Invite friends' });
}

/** The browser's clipboard and share sheet as a test wants them (after userEvent.setup, which has its own). */
function stubBrowser({ share }: { share: ((data: ShareData) => Promise<void>) | undefined }) {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('the Invite sheet of a member', () => {
  it('shows the offer, link, code, QR code, the friends joined and deposited and the rewards', async () => {
    signIn();
    mockFetch(handlers());
    renderApp('/m/home');
    const sheet = await openInvite();
    expect(await within(sheet).findByText('Earn ₱100.00 per friend')).toBeInTheDocument();
    expect(within(sheet).getByText(/first deposit of ₱100.00 or more/)).toBeInTheDocument();
    expect(within(sheet).getByTestId('referral-code')).toHaveTextContent('LUCKYDEMO');
    expect(within(sheet).getByTestId('referral-link')).toHaveTextContent(LINK);
    const qr = within(sheet).getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const stats = within(sheet).getByLabelText('Your invitations');
    expect(within(stats).getByTestId('referral-joined')).toHaveTextContent('3');
    expect(within(stats).getByTestId('referral-deposited')).toHaveTextContent('2');
    expect(within(stats).getByTestId('referral-earned')).toHaveTextContent('₱200.00');
    const rewards = within(sheet).getByRole('region', { name: 'Rewards' });
    expect(await within(rewards).findAllByRole('listitem')).toHaveLength(2);
    expect(within(rewards).getByText('First deposit by fr***2')).toBeInTheDocument();
    expect(within(rewards).getAllByText('+₱100.00')).toHaveLength(2);
  });

  it('copies the link and says so, and the code on its own', async () => {
    signIn();
    mockFetch(handlers());
    const user = userEvent.setup();
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Invite' }));
    const sheet = await screen.findByRole('dialog', { name: 'Invite friends' });
    const writeText = stubBrowser({ share: undefined });
    await user.click(await within(sheet).findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(LINK));
    expect(await within(sheet).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('Invitation link copied'));
    await user.click(within(sheet).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('LUCKYDEMO'));
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('Invitation code copied'));
  });

  it('shares through the system share sheet where there is one, and copies where there is none', async () => {
    signIn();
    mockFetch(handlers());
    const user = userEvent.setup();
    renderApp('/m/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Invite' }));
    const sheet = await screen.findByRole('dialog', { name: 'Invite friends' });
    const share = vi.fn(async () => undefined);
    let writeText = stubBrowser({ share });
    await user.click(await within(sheet).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK, text: expect.stringContaining('LUCKYDEMO') }));
    expect(writeText).not.toHaveBeenCalled();

    writeText = stubBrowser({ share: undefined });
    await user.click(within(sheet).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('Invitation link copied'));
  });

  it('says when there are no rewards yet, and pages on with Show more', async () => {
    signIn();
    const rewards = vi.fn((request: Request) => {
      const before = new URL(request.url).searchParams.get('beforeId');
      return envelope(before ? { list: [reward(1)], next: null } : { list: [reward(3), reward(2)], next: 2 });
    });
    mockFetch(handlers({ '/wps/referral/rewards': rewards }));
    renderApp('/m/home');
    const sheet = await openInvite();
    const region = await within(sheet).findByRole('region', { name: 'Rewards' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(region).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(3));
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the empty rewards line', async () => {
    signIn();
    mockFetch(handlers({ '/wps/referral/rewards': () => envelope({ list: [], next: null }), '/wps/referral/summary': () => envelope(makeSummary({ joined: 0, deposited: 0, rewardTotal: 0, rewardCount: 0 })) }));
    renderApp('/m/home');
    const sheet = await openInvite();
    expect(await within(sheet).findByText(/No rewards yet/)).toBeInTheDocument();
    expect(within(sheet).getByTestId('referral-earned')).toHaveTextContent('₱0.00');
  });

  it('offers a retry when the summary fails', async () => {
    signIn();
    let calls = 0;
    mockFetch(handlers({ '/wps/referral/summary': () => (++calls === 1 ? new Response('boom', { status: 500 }) : envelope(makeSummary())) }));
    renderApp('/m/home');
    const sheet = await openInvite();
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await within(sheet).findByTestId('referral-code')).toHaveTextContent('LUCKYDEMO');
  });

  it('says the programme is unavailable when the server refuses it', async () => {
    signIn();
    mockFetch(handlers({ '/wps/referral/summary': () => failure(403, 'feature.disabled', 'Not available') }));
    renderApp('/m/home');
    const sheet = await openInvite();
    expect(await within(sheet).findByText('Invitations are not available')).toBeInTheDocument();
  });
});

describe('the Invite sheet of visitors and trial accounts', () => {
  it('shows a visitor the offer and the way in', async () => {
    mockFetch(handlers());
    renderApp('/m/home');
    const sheet = await openInvite();
    expect(await within(sheet).findByText('Earn ₱100.00 per friend')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(within(sheet).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(within(sheet).queryByTestId('referral-code')).not.toBeInTheDocument();
  });

  it('tells a trial account that rewards are for real accounts', async () => {
    signIn(4, 'guest12345678');
    const fetchMock = mockFetch(handlers());
    renderApp('/m/home');
    const sheet = await openInvite();
    expect(await within(sheet).findByText(/Invitation rewards are for real accounts/)).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/wps/referral/summary'))).toBe(false);
  });
});

describe('where Invite is offered', () => {
  it('is not in the bottom bar or the side menu when the merchant has the programme off', async () => {
    mockFetch(handlers({}, makeStatus({ info: { referral: false } })));
    renderApp('/m/home');
    // the status answer (brand, programme switch) has arrived
    await screen.findByRole('link', { name: 'Lucky Star home' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });

  it('is not offered to agents', async () => {
    signIn(7, 'agent01');
    mockFetch(handlers());
    renderApp('/m/home');
    await screen.findByRole('link', { name: 'Lucky Star home' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });

  it('opens the same sheet from the side menu', async () => {
    signIn();
    mockFetch(handlers());
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Invite' }));
    const sheet = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(sheet).findByTestId('referral-code')).toHaveTextContent('LUCKYDEMO');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
