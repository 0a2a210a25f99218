import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Submission = EndpointResultInput<typeof endpoints.kycSubmission>;

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', permissions: ['dashboard.read', 'players.read', 'compliance.read', 'compliance.manage'] });
const support = operator({ username: 'support', displayName: 'Support', role: 'support', permissions: ['dashboard.read', 'players.read', 'players.manage'] });

const detail = fixture(endpoints.member, {
  profile: {
    account: 'juan',
    nickname: null,
    mobile: null,
    email: 'juan@example.com',
    status: 'enabled',
    type: 0,
    vipLevel: 1,
    balance: '6500.00',
    createdAt: Date.UTC(2026, 10, 1),
    lastLoginAt: null,
    agent: null,
    realName: null,
    birthday: null,
    invitationCode: null,
    registeredIp: null,
  },
  balances: { balance: '6500.00', bonus: '0.00', held: '6000.00' },
  currency: 'PHP',
  agentChain: [],
  vip: { level: 1, name: null },
  activity: { validBets: '0.00', wins: '0.00', ggr: '0.00', rounds: 0, deposits: '0.00', depositCount: 0, withdrawals: '0.00', withdrawalCount: 0, firstDeposit: null },
});

// Manila is UTC+8 all year: 02:30 UTC is 10:30 on LUCKY's clock.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 11, day, hour, minute);

function submission(id: number, extra: Partial<Submission>): Submission {
  return {
    id,
    merchantCode: 'LUCKY',
    account: 'juan',
    memberLevel: 1,
    level: 2,
    status: 'pending',
    submittedAt: utc(5, 2, 30),
    fullName: 'Juan Dela Cruz',
    birthDate: '1990-04-12',
    age: 36,
    idType: 'passport',
    idNumber: 'P1234567A',
    fundsSource: null,
    fundsDetail: null,
    documents: [],
    check: { provider: 'local', verdict: 'review', findings: ['First submission of this member.'] },
    decidedBy: null,
    decidedAt: null,
    reason: null,
    note: null,
    purged: false,
    heldWithdrawals: { count: 0, total: '0.00' },
    timeZone: 'Asia/Manila',
    ...extra,
  };
}

// As GET /ops/kyc/submissions?account=juan&status=all answers: a pending one after a rejected one
const list = [
  submission(12, {}),
  submission(7, { status: 'rejected', submittedAt: utc(2, 1), decidedBy: 'carol', decidedAt: utc(2, 3), reason: 'unreadable', note: 'Glare over the photo', check: { provider: 'local', verdict: 'review', findings: [] } }),
];

function serve(who: ReturnType<typeof operator>, submissions: Submission[] = list, memberLevel: 0 | 1 | 2 | 3 | null = 1): Call[] {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    if (path === '/ops/members/juan') return detail;
    if (path === '/ops/members/juan/protection') return undefined;
    if (path === '/ops/kyc/submissions') return fixture(endpoints.kycSubmissions, { list: submissions, next: null, timeZone: 'Asia/Manila', memberLevel });
    return undefined;
  });
}

describe("the player file's Verification tab", () => {
  it("shows the member's level and every submission with its decision, on the merchant's clock, each opening its review", async () => {
    const user = userEvent.setup();
    const calls = serve(finance);
    render(<App router={createTestRouter('/players/juan?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('tab', { name: 'Verification' }));
    expect(screen.getByRole('tab', { name: 'Verification', selected: true })).toBeInTheDocument();

    const level = await screen.findByRole('region', { name: 'Verification level' });
    expect(level).toHaveTextContent('Level 1 · contact verified');
    const table = screen.getByRole('table', { name: 'Verification submissions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('2026-12-05 10:30');
    expect(rows[0]).toHaveTextContent('Identity (level 2)');
    expect(rows[0]).toHaveTextContent('Needs review');
    expect(within(rows[0]!).getByRole('link', { name: 'Review submission 12' })).toHaveAttribute('href', '/compliance/verification/12?merchant=LUCKY');
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('by carol, 2026-12-02 11:00');
    expect(rows[1]).toHaveTextContent('Unreadable');
    expect(rows[1]).toHaveTextContent('Glare over the photo');
    expect(within(rows[1]!).getByRole('link', { name: 'View submission 7' })).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/kyc/submissions').at(-1)!.url).toBe('/ops/kyc/submissions?merchant=LUCKY&status=all&account=juan&limit=50');
  });

  it("shows the level the answer names and says when the player has sent nothing yet", async () => {
    serve(finance, [], 0);
    render(<App router={createTestRouter('/players/juan?tab=verification&merchant=LUCKY')} />);
    const level = await screen.findByRole('region', { name: 'Verification level' });
    expect(level).toHaveTextContent('Level 0 · registered');
    expect(level).toHaveTextContent('No verification sent yet.');
  });

  it('is not offered to an operator without compliance.read', async () => {
    const calls = serve(support);
    render(<App router={createTestRouter('/players/juan?tab=verification&merchant=LUCKY')} />);
    // the file opens on its profile instead
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Verification' })).not.toBeInTheDocument();
    expect(calls.some((c) => pathOf(c.url) === '/ops/kyc/submissions')).toBe(false);
  });
});
