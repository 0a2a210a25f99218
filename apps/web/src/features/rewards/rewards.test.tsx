import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Reward, RewardCenter, RewardClaim, Task, Tasks, VipLevels } from '@lobby/contract';
import { allFlags } from '@lobby/contract/rules';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

type Handlers = Parameters<typeof mockFetch>[0];

const HOUR = 3_600_000;

function reward(overrides: Partial<Reward>): Reward {
  return {
    key: 'vip:2',
    kind: 'vip_level_up',
    amount: 58,
    claimable: true,
    availableAt: null,
    expiresAt: null,
    level: 2,
    levelName: 'Silver',
    day: null,
    validBet: null,
    rebateBp: null,
    ...overrides,
  };
}

function task(overrides: Partial<Task>): Task {
  return {
    id: 1,
    code: 'daily-login',
    period: 'daily',
    kind: 'login',
    target: 1,
    progress: 0,
    gameType: null,
    reward: 5,
    completed: false,
    claimed: false,
    ...overrides,
  };
}

function claimOf(key: string, amount: number): RewardClaim {
  return { id: 7, key, kind: 'task', amount, wageringRequired: amount, createdAt: Date.now(), level: null, levelName: null, day: null, taskKind: 'login', taskPeriod: 'daily', replayed: false };
}

const LEVELS: VipLevels = {
  currency: 'PHP',
  levels: [
    { level: 1, name: 'Bronze', requiredValidBet: 0, requiredDeposit: 0, levelUpBonus: 0, rebateBp: 30, birthdayBonus: 88 },
    { level: 2, name: 'Silver', requiredValidBet: 5000, requiredDeposit: 1000, levelUpBonus: 58, rebateBp: 50, birthdayBonus: 188 },
  ],
  member: { level: 1, validBetTotal: 2500, depositTotal: 1000, nextLevel: 2, progressPercent: 75 },
};

function handlers(flags: Partial<ReturnType<typeof allFlags>>, extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus({ info: { whitelabel: { ...allFlags(false), ...flags } } })),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/member/rank/progress': () =>
      envelope({ currentProgress: { completedConditions: 75, totalExpectedConditions: 100 }, playerRankProgress: { labelId: 1, labelName: 'Bronze', nextLabelName: 'Silver' } }),
    '/wps/member/hasWithdrawalPassword': () => envelope(false),
    ...extra,
  };
}

describe('reward centre', () => {
  it('lists rewards to claim and those on their way, claims one and refreshes the list and the balance', async () => {
    signIn();
    let claimed = false;
    const posted: unknown[] = [];
    const center = (): RewardCenter => ({
      currency: 'PHP',
      wageringMultiplier: 1,
      rewards: [
        ...(claimed ? [] : [reward({})]),
        reward({ key: 'rebate:2026-11-25', kind: 'rebate', amount: 3, claimable: false, availableAt: Date.now() + HOUR, day: '2026-11-25', validBet: 1000, rebateBp: 30, level: 1, levelName: 'Bronze' }),
        reward({ key: 'rebate:2026-11-24', kind: 'rebate', amount: 1.5, expiresAt: Date.now() + 6 * 24 * HOUR, day: '2026-11-24', validBet: 500, rebateBp: 30, level: 1, levelName: 'Bronze' }),
        // the merchant's month starts on its own calendar day, whatever the phone's time zone
        reward({ key: 'birthday:2027', kind: 'birthday', amount: 88, claimable: false, availableAt: Date.UTC(2027, 3, 30, 16), expiresAt: Date.UTC(2027, 4, 31, 16), day: '2027-05-01', level: 1, levelName: 'Bronze' }),
      ],
    });
    mockFetch(
      handlers({ REWCEN3: true }, {
        '/wps/rewards/center': () => envelope(center()),
        '/wps/rewards/claim': async (request) => {
          posted.push(await request.json());
          claimed = true;
          return envelope({ ...claimOf('vip:2', 58), kind: 'vip_level_up', levelName: 'Silver' });
        },
      }),
    );
    renderApp('/m/rewardCenter');
    const ready = await screen.findByRole('region', { name: 'Claim now' });
    expect(within(ready).getByText('Silver level-up bonus')).toBeInTheDocument();
    expect(within(ready).getByText('₱58.00')).toBeInTheDocument();
    const coming = screen.getByRole('region', { name: 'On the way' });
    expect(within(coming).getByText('0.3% of ₱1,000.00 valid bets on Nov 25, 2026')).toBeInTheDocument();
    expect(within(coming).getByRole('button', { name: /Tomorrow/ })).toBeDisabled();
    expect(within(coming).getByText('Claimable tomorrow')).toBeInTheDocument();
    expect(within(coming).getByText('Claimable from May 1, 2027')).toBeInTheDocument();
    // claimable for 7 days from the next day: the 24th's rebate until the 1st
    expect(within(ready).getByText('Claim by Dec 1, 2026')).toBeInTheDocument();

    await userEvent.click(within(ready).getByRole('button', { name: 'Claim: Silver level-up bonus' }));
    await waitFor(() => expect(posted).toEqual([{ key: 'vip:2' }]));
    expect(await screen.findByText('₱58.00 added to your bonus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Silver level-up bonus')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Claim now' })).toHaveTextContent('Daily rebate');
  });

  it("shows the server's refusal in words", async () => {
    signIn();
    mockFetch(
      handlers({ REWCEN3: true }, {
        '/wps/rewards/center': () => envelope({ currency: 'PHP', wageringMultiplier: 1, rewards: [reward({})] }),
        '/wps/rewards/claim': () => failure(409, 'reward.not.claimable', 'This reward cannot be claimed now.'),
      }),
    );
    renderApp('/m/rewardCenter');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim: Silver level-up bonus' }));
    expect(await screen.findByText('This reward cannot be claimed now.')).toBeInTheDocument();
  });

  it('says it is not available where REWCEN3 is off, without asking for rewards', async () => {
    signIn();
    const fetch = mockFetch(handlers({}));
    renderApp('/m/rewardCenter');
    expect(await screen.findByRole('heading', { name: 'The reward centre is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/m/customerTask');
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/wps/rewards'));
  });

  it('has an empty state, a retry on failure, and the VIP levels tab', async () => {
    signIn();
    let fail = true;
    mockFetch(
      handlers({ REWCEN3: true }, {
        '/wps/rewards/center': () => (fail ? failure(500, 'common.unknown', 'Unknown error') : envelope({ currency: 'PHP', wageringMultiplier: 1, rewards: [] })),
        '/wps/vip/levels': () => envelope(LEVELS),
      }),
    );
    renderApp('/m/rewardCenter');
    const retry = await screen.findByRole('button', { name: /Loading failed, click to retry/ });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'No rewards to claim right now' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'VIP' }));
    expect(await screen.findByRole('progressbar', { name: '75% of the way to Silver' })).toHaveAttribute('aria-valuenow', '75');
    const silver = screen.getByRole('heading', { name: 'Silver', level: 3 }).closest('li') as HTMLElement;
    expect(within(silver).getByText('Reach with ₱5,000 valid bets and ₱1,000 deposits')).toBeInTheDocument();
    expect(within(silver).getByText('0.5%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bronze', level: 3 }).closest('li')).toHaveAttribute('aria-current', 'true');
  });
});

describe('tasks', () => {
  function tasksAnswer(list: Task[]): Tasks {
    return { currency: 'PHP', daily: list.filter((x) => x.period === 'daily'), weekly: list.filter((x) => x.period === 'weekly'), dailyResetsAt: Date.now() + 5 * HOUR + 12 * 60_000, weeklyResetsAt: Date.now() + 3 * 24 * HOUR };
  }

  it('shows daily and weekly tabs with progress bars; a complete task is claimed once', async () => {
    signIn();
    let login = task({ progress: 1, completed: true });
    const posted: unknown[] = [];
    mockFetch(
      handlers({}, {
        '/wps/tasks': () =>
          envelope(
            tasksAnswer([
              login,
              task({ id: 2, code: 'daily-valid-bet', kind: 'valid_bet', target: 1000, progress: 250, reward: 20 }),
              task({ id: 3, code: 'weekly-slot-rounds', period: 'weekly', kind: 'rounds', target: 100, progress: 40, gameType: 'RNG', reward: 50 }),
            ]),
          ),
        '/wps/tasks/claim': async (request) => {
          posted.push(await request.json());
          login = { ...login, claimed: true };
          return envelope(claimOf('task:daily-login:2026-11-25', 5));
        },
      }),
    );
    renderApp('/m/customerTask');
    expect(await screen.findByRole('progressbar', { name: 'Bet ₱1,000 in valid bets' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('₱250.00 / ₱1,000')).toBeInTheDocument();
    expect(screen.getByText(/Resets in 5 h 1[12] min/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet ₱1,000 in valid bets: In progress' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Claim: Log in' }));
    await waitFor(() => expect(posted).toEqual([{ taskId: 1 }]));
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 claimed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(await screen.findByRole('progressbar', { name: 'Play 100 rounds of slots' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('sends a visitor to log in', async () => {
    mockFetch(handlers({}));
    const { router } = renderApp('/m/customerTask');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });
});

describe('member centre', () => {
  it('links to the reward centre only where REWCEN3 is on, and always to tasks and VIP levels', async () => {
    signIn();
    mockFetch(handlers({ REWCEN3: true }));
    renderApp('/m/member/home');
    expect(await screen.findByRole('link', { name: 'Reward centre' })).toHaveAttribute('href', '/m/rewardCenter');
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/m/customerTask');
    expect(screen.getByRole('link', { name: 'VIP levels' })).toHaveAttribute('href', '/m/vip');
    expect(await screen.findByText('75% of the way to Silver')).toBeInTheDocument();
  });

  it('hides the reward centre link where REWCEN3 is off', async () => {
    signIn();
    mockFetch(handlers({}));
    renderApp('/m/member/home');
    expect(await screen.findByRole('link', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reward centre' })).not.toBeInTheDocument();
  });
});

describe('VIP levels page', () => {
  it('shows every level to a visitor, without a standing', async () => {
    mockFetch(handlers({}, { '/wps/vip/levels': () => envelope({ ...LEVELS, member: null }) }));
    renderApp('/m/vip');
    expect(await screen.findByRole('heading', { name: 'Silver' })).toBeInTheDocument();
    expect(screen.getByText('Levels rise with your lifetime valid bets and deposits, and never drop.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
