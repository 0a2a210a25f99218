import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Risk = EndpointResultInput<typeof endpoints.memberRisk>;

const owner = operator({ username: 'olga', displayName: 'Olga Owner', role: 'owner', permissions: ['dashboard.read', 'players.read', 'players.manage', 'compliance.read', 'compliance.manage'] });
const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', permissions: ['dashboard.read', 'players.read', 'compliance.read', 'compliance.manage'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'players.read', 'compliance.read'] });
const support = operator({ username: 'support', displayName: 'Support', role: 'support', permissions: ['dashboard.read', 'players.read', 'players.manage'] });

const detail = fixture(endpoints.member, {
  profile: {
    account: 'juan',
    nickname: null,
    mobile: null,
    email: null,
    status: 'enabled',
    type: 0,
    vipLevel: 1,
    balance: '950.00',
    createdAt: Date.UTC(2026, 10, 1),
    lastLoginAt: null,
    agent: null,
    realName: null,
    birthday: null,
    invitationCode: null,
    registeredIp: null,
  },
  balances: { balance: '950.00', bonus: '0.00', held: '500.00' },
  currency: 'PHP',
  agentChain: [],
  vip: { level: 1, name: null },
  activity: { validBets: '0.00', wins: '0.00', ggr: '0.00', rounds: 0, deposits: '1000.00', depositCount: 1, withdrawals: '0.00', withdrawalCount: 0, firstDeposit: null },
});

// The protection answer names the merchant's clock (the risk answer does not): Manila is UTC+8 all year.
const protection = fixture(endpoints.memberProtection, { account: 'juan', merchantCode: 'LUCKY', timeZone: 'Asia/Manila', currency: 'PHP', limits: [], exclusion: null, exclusions: [], history: [] });
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

// As GET /ops/members/juan/risk answers (the strongest first): one device shared with maria, who claimed the
// same first-deposit bonus; a withdrawal after little play; an address shared with two accounts.
const flags: Risk['flags'] = [
  {
    kind: 'shared_device',
    severity: 'high',
    summary: "1 other account signed in from this player's device in the last 30 days.",
    evidence: [{ account: 'maria', detail: 'Signed in on the same device (…3f9a21).', at: utc(28, 2, 15) }],
  },
  {
    kind: 'bonus_abuse',
    severity: 'high',
    summary: '1 linked account claimed the same promotion (FIRST_DEPOSIT).',
    evidence: [{ account: 'maria', detail: 'Granted FIRST_DEPOSIT (PHP 100.00); linked by device.', at: utc(28, 2, 40) }],
  },
  {
    kind: 'low_turnover',
    severity: 'medium',
    summary: "Withdrawal after little play: stakes of PHP 0.00 since the latest deposit of PHP 1000.00, below the turnover rule's PHP 1000.00.",
    evidence: [
      { account: null, detail: 'Deposit of PHP 1000.00.', at: utc(28, 2, 30) },
      { account: null, detail: 'Withdrawal W20261128AAAA of PHP 500.00 (pending).', at: utc(28, 3) },
    ],
  },
  {
    kind: 'shared_ip',
    severity: 'low',
    summary: "7 other accounts signed in from this player's addresses in the last 30 days.",
    evidence: ['ana', 'ben', 'cris', 'dina', 'ed', 'fe', 'gil'].map((account, i) => ({ account, detail: 'Signed in from 203.0.113.77.', at: utc(20 + i, 1) })),
  },
];

const openReview: NonNullable<Risk['review']> = {
  id: 4,
  merchantCode: 'LUCKY',
  account: 'juan',
  status: 'open',
  reason: 'Shares a device with maria; both took the first-deposit bonus',
  openedBy: 'carol',
  openedAt: utc(28, 4),
  closedBy: null,
  closedAt: null,
  closeNote: null,
};
const pastReview: Risk['history'][number] = {
  id: 2,
  merchantCode: 'LUCKY',
  account: 'juan',
  status: 'closed',
  reason: 'Large first withdrawal',
  openedBy: 'olga',
  openedAt: utc(10, 1),
  closedBy: 'carol',
  closedAt: utc(11, 9, 30),
  closeNote: 'Payslip checked; salary account',
};

const clean: Risk = { account: 'juan', merchantCode: 'LUCKY', flags: [], review: null, history: [], tags: [], heldWithdrawals: 0, timeZone: 'Asia/Manila' };
const flagged: Risk = { ...clean, flags, review: openReview, history: [pastReview], tags: ['bonus hunter', 'VIP'], heldWithdrawals: 1 };

/** The player's file with its risk answer (`risk()` each time it is asked) and whatever `extra` answers. */
function serve(who: ReturnType<typeof operator>, risk: () => Risk, extra: (c: Call) => ReturnType<Parameters<typeof mockFetch>[0]> = () => undefined) {
  return mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
    if (path === '/ops/members/juan') return detail;
    if (path === '/ops/members/juan/protection') return protection;
    if (path === '/ops/members/juan/risk' && c.method === 'GET') return fixture(endpoints.memberRisk, risk());
    return extra(c);
  });
}

const header = () => screen.getByRole('heading', { level: 1 }).parentElement!;

describe("the player file's Risk tab", () => {
  it("shows the flags as answered, each with its severity, sentence and evidence on the merchant's clock; the open review; the tags in the header", async () => {
    const user = userEvent.setup();
    const calls = serve(viewer, () => flagged);
    render(<App router={createTestRouter('/players/juan?tab=risk&merchant=LUCKY')} />);

    expect(await screen.findByRole('tab', { name: 'Risk', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Risk flags' });
    const cards = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Shared device', 'Bonus abuse', 'Withdrawal after little play', 'Shared sign-in address']);
    expect(cards.map((c) => c.querySelector('.badge-risk')!.textContent)).toEqual(['High', 'High', 'Medium', 'Low']);
    expect(cards[0]).toHaveTextContent("1 other account signed in from this player's device in the last 30 days.");

    // the evidence: when (10:15 in Manila), the other account as a link to its file's Risk tab, what was found
    const device = within(cards[0]!).getByRole('list', { name: 'Evidence: Shared device' });
    const [line] = within(device).getAllByRole('listitem');
    expect(line).toHaveTextContent('2026-11-28 10:15');
    expect(within(line!).getByRole('link', { name: 'maria' })).toHaveAttribute('href', '/players/maria?merchant=LUCKY&tab=risk');
    expect(line).toHaveTextContent('Signed in on the same device (…3f9a21).');
    // facts without another account: no account column
    const low = within(cards[2]!).getByRole('list', { name: 'Evidence: Withdrawal after little play' });
    expect(within(low).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2026-11-28 10:30Deposit of PHP 1000.00.', '2026-11-28 11:00Withdrawal W20261128AAAA of PHP 500.00 (pending).']);
    // seven linked accounts: five shown, the rest on demand
    const ip = within(cards[3]!).getByRole('list', { name: 'Evidence: Shared sign-in address' });
    expect(within(ip).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(cards[3]!).getByRole('button', { name: 'Show all 7' }));
    expect(within(ip).getAllByRole('listitem')).toHaveLength(7);

    const review = screen.getByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Under review since 2026-11-28 12:00 by carol — Shares a device with maria; both took the first-deposit bonus');
    expect(review).toHaveTextContent('1 withdrawal held until the review is closed.');
    // a read-only operator: nothing to change
    expect(within(review).queryByRole('button')).not.toBeInTheDocument();
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bonus hunter', 'VIP']);
    expect(within(tags).queryByRole('textbox')).not.toBeInTheDocument();

    const past = screen.getByRole('table', { name: 'Past reviews' });
    const row = within(past).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2026-11-10 09:00', 'olga', 'Large first withdrawal', '2026-11-11 17:30', 'carol', 'Payslip checked; salary account']);

    // the header: the review and the tags, whichever tab
    expect(within(header()).getByText('Under review')).toBeInTheDocument();
    expect(within(within(header()).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bonus hunter', 'VIP']);
    expect(screen.getByText("Flags are worked out from the player's facts each time the file is opened. Times are on the merchant's clock (Asia/Manila).")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(within(header()).getByText('Under review')).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c.url) === '/ops/members/juan/risk')[0]!.url).toBe('/ops/members/juan/risk?merchant=LUCKY');
  });

  it('says when nothing raises a flag, and puts the player under review with a required reason', async () => {
    const user = userEvent.setup();
    let current = clean;
    const calls = serve(finance, () => current, (c) => {
      if (pathOf(c.url) === '/ops/members/juan/risk/review' && c.method === 'POST') {
        current = { ...clean, review: { ...openReview, reason: (c.body as { reason: string }).reason, openedBy: 'carol' }, heldWithdrawals: 1 };
        return fixture(endpoints.reviewMember, current);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=risk&merchant=LUCKY')} />);

    expect(await screen.findByText('No risk flags')).toBeInTheDocument();
    expect(screen.getByText(/Nothing in this player's facts raises a flag/)).toBeInTheDocument();
    expect(screen.getByText('No earlier reviews.')).toBeInTheDocument();
    expect(within(header()).queryByText('Under review')).not.toBeInTheDocument();
    // finance reviews, and tags the player (compliance.manage)
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('No tags.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a tag' })).toBeEnabled();

    const review = screen.getByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent("Not under review: the player's withdrawals are not held for a review.");
    await user.click(within(review).getByRole('button', { name: 'Put under review' }));
    const dialog = screen.getByRole('dialog', { name: 'Put juan under review' });
    expect(dialog).toHaveTextContent("the player's pending withdrawals and every new one are held");
    const confirm = within(dialog).getByRole('button', { name: 'Put under review' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ok');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' — shares a device with maria');
    await user.click(confirm);

    expect(await screen.findByText('juan is under review.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/ops/members/juan/risk/review?merchant=LUCKY');
    expect(post.body).toEqual({ action: 'open', reason: 'ok — shares a device with maria' });
    expect(post.headers.get('x-console')).toBe('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(review).toHaveTextContent('Under review since 2026-11-28 12:00 by carol — ok — shares a device with maria');
    expect(review).toHaveTextContent('1 withdrawal held until the review is closed.');
    expect(within(header()).getByText('Under review')).toBeInTheDocument();
  });

  it('closes the review with a required note; a review closed meanwhile by another operator is said in the dialog', async () => {
    const user = userEvent.setup();
    let current = flagged;
    let refuse = true;
    const calls = serve(finance, () => current, (c) => {
      if (pathOf(c.url) === '/ops/members/juan/risk/review' && c.method === 'POST') {
        if (refuse) {
          refuse = false;
          return fail(409, 'risk.review.none', 'This player is not under review.');
        }
        current = { ...flagged, review: null, history: [{ ...openReview, status: 'closed', closedBy: 'carol', closedAt: utc(28, 6), closeNote: 'Sister on the same phone; verified' }, pastReview], heldWithdrawals: 0 };
        return fixture(endpoints.reviewMember, current);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=risk&merchant=LUCKY')} />);

    const review = await screen.findByRole('region', { name: 'Review' });
    await user.click(within(review).getByRole('button', { name: 'Close review' }));
    let dialog = screen.getByRole('dialog', { name: 'Close the review of juan' });
    expect(dialog).toHaveTextContent('Closing releases the 1 withdrawal held for the review');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(within(dialog).getByRole('button', { name: 'Close review' })).toBeDisabled();
    await user.type(note, 'Sister on the same phone; verified');
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This player is not under review any more (another operator may have just closed it).');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(review).getByRole('button', { name: 'Close review' }));
    dialog = screen.getByRole('dialog', { name: 'Close the review of juan' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Sister on the same phone; verified');
    await user.click(within(dialog).getByRole('button', { name: 'Close review' }));
    expect(await screen.findByText('Review of juan closed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { action: 'close', reason: 'Sister on the same phone; verified' },
      { action: 'close', reason: 'Sister on the same phone; verified' },
    ]);
    expect(within(review).getByRole('button', { name: 'Put under review' })).toBeInTheDocument();
    expect(within(header()).queryByText('Under review')).not.toBeInTheDocument();
    const past = screen.getByRole('table', { name: 'Past reviews' });
    expect(within(past).getAllByRole('row')).toHaveLength(3);
    expect(within(past).getAllByRole('row')[1]).toHaveTextContent('Sister on the same phone; verified');
  });

  it("adds and removes tags (compliance.manage), and shows the server's words for a tag it refuses", async () => {
    const user = userEvent.setup();
    let current: Risk = { ...clean, tags: ['VIP'] };
    const calls = serve(owner, () => current, (c) => {
      if (pathOf(c.url) === '/ops/members/juan/risk/tags' && c.method === 'PUT') {
        const tags = (c.body as { tags: string[] }).tags;
        const bad = tags.findIndex((tag) => !/^[\p{L}\p{N}][\p{L}\p{N} _-]{0,23}$/u.test(tag));
        if (bad >= 0) {
          const message = 'a word or two: letters, digits, spaces, _ and -, up to 24';
          return { status: 400, body: { success: false, errorCode: 'request.invalid', message: `Invalid body.tags.${bad} (${message})`, value: { issues: [{ path: `body.tags.${bad}`, message }] } } };
        }
        current = { ...current, tags: [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })) };
        return fixture(endpoints.setMemberTags, current);
      }
      return undefined;
    });
    render(<App router={createTestRouter('/players/juan?tab=risk&merchant=LUCKY')} />);

    const tags = await screen.findByRole('region', { name: 'Tags' });
    const input = within(tags).getByRole('textbox', { name: 'Add a tag' });
    expect(input).toHaveAccessibleDescription('A word or two (letters, digits, spaces, _ and -), up to 24 characters; at most 10 tags.');
    await user.type(input, '<b>');
    await user.click(within(tags).getByRole('button', { name: 'Add' }));
    expect(await within(tags).findByRole('alert')).toHaveTextContent('“<b>” was not saved: a word or two: letters, digits, spaces, _ and -, up to 24.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('<b>');

    await user.clear(input);
    await user.type(input, 'bonus hunter{Enter}');
    expect(await screen.findByText('Tags of juan saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bonus hunter', 'VIP']));
    expect(input).toHaveValue('');
    expect(within(tags).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(within(header()).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bonus hunter', 'VIP']);

    await user.click(within(tags).getByRole('button', { name: 'Remove tag VIP' }));
    await waitFor(() => expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bonus hunter']));
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ tags: ['VIP', '<b>'] }, { tags: ['VIP', 'bonus hunter'] }, { tags: ['bonus hunter'] }]);
    expect(puts[0]!.url).toBe('/ops/members/juan/risk/tags?merchant=LUCKY');
    // the owner also reviews
    expect(within(screen.getByRole('region', { name: 'Review' })).getByRole('button', { name: 'Put under review' })).toBeInTheDocument();
  });

  it('stops adding at ten tags', async () => {
    serve(owner, () => ({ ...clean, tags: Array.from({ length: 10 }, (_, i) => `t${i}`) }));
    render(<App router={createTestRouter('/players/juan?tab=risk&merchant=LUCKY')} />);
    const tags = await screen.findByRole('region', { name: 'Tags' });
    expect(within(tags).getByRole('textbox', { name: 'Add a tag' })).toBeDisabled();
    expect(within(tags).getByText('10 tags, the most a player can have: remove one to add another.')).toBeInTheDocument();
  });

  it('is not offered to an operator without compliance.read, nor read for the header', async () => {
    const calls = serve(support, () => flagged);
    render(<App router={createTestRouter('/players/juan?tab=risk&merchant=LUCKY')} />);
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Risk' })).not.toBeInTheDocument();
    expect(within(header()).queryByText('Under review')).not.toBeInTheDocument();
    expect(calls.some((c) => pathOf(c.url) === '/ops/members/juan/risk')).toBe(false);
  });
});
