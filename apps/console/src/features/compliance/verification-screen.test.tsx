import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import type { Call } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

type Submission = EndpointResultInput<typeof endpoints.kycSubmission>;
type Rules = EndpointResultInput<typeof endpoints.kycRules>;

const finance = operator({ username: 'carol', displayName: 'Carol Finance', role: 'finance', merchants: ['LUCKY'], permissions: ['dashboard.read', 'cashier.read', 'players.read', 'compliance.read', 'compliance.manage'] });
const viewer = operator({ username: 'vera', displayName: 'Vera', role: 'read_only', permissions: ['dashboard.read', 'cashier.read', 'players.read', 'compliance.read'] });

// Manila is UTC+8 all year: 02:30 UTC is 10:30 on LUCKY's clock.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 11, day, hour, minute);
/** The moment the tests read the queue: 2026-12-06 04:30 UTC. */
const NOW = utc(6, 4, 30);

const doc = (id: number, kind: Submission['documents'][number]['kind'], extra: Partial<Submission['documents'][number]> = {}): Submission['documents'][number] => ({
  id,
  kind,
  type: 'jpeg',
  bytes: 245_000,
  width: 1600,
  height: 1000,
  createdAt: utc(5, 2, 20),
  ...extra,
});

/** A submission as the KYC routes answer it (parsed with the route's own schema when served). */
function submission(id: number, extra: Partial<Submission> = {}): Submission {
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
    idType: 'national_id',
    idNumber: '1234-5678-9012',
    fundsSource: null,
    fundsDetail: null,
    documents: [doc(103, 'selfie', { width: 1000, height: 1000 }), doc(101, 'id_front'), doc(102, 'id_back')],
    check: { provider: 'local', verdict: 'review', findings: ['The name typed differs from the payee name (Juan D. Cruz).', 'The selfie is darker than usual.', 'First submission of this member.'] },
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

const juan = submission(12);
const maria = submission(14, {
  account: 'maria',
  memberLevel: 2,
  level: 3,
  submittedAt: utc(6, 1),
  fullName: null,
  birthDate: null,
  age: null,
  idType: null,
  idNumber: null,
  fundsSource: 'business',
  fundsDetail: 'Sari-sari store in Quezon City',
  documents: [doc(140, 'funds_proof', { type: 'pdf', bytes: 1_468_000, width: null, height: null })],
  check: { provider: 'local', verdict: 'approve', findings: [] },
});
const rejected = submission(9, {
  account: 'pedro',
  status: 'rejected',
  submittedAt: utc(3, 5),
  decidedBy: 'carol',
  decidedAt: utc(3, 6, 15),
  reason: 'mismatch',
  note: 'Birth date on the ID is 1991-04-12',
});
const approvedByChecker = submission(8, { account: 'ana', status: 'approved', memberLevel: 2, submittedAt: utc(2, 5), decidedBy: 'checker:local-rules', decidedAt: utc(2, 5), check: { provider: 'local-rules', verdict: 'approve', findings: ['Age 30: at or over the minimum of 21.', 'No rule was broken.', "Approved by the brand's automatic rule."] } });

const rules: Rules = {
  merchantCode: 'LUCKY',
  currency: 'PHP',
  level2DailyWithdrawal: '5000.00',
  level3Deposits: '500000.00',
  minimumAge: 21,
  retentionDays: 1825,
  autoApprove: false,
  updatedAt: null,
  updatedBy: null,
  timeZone: 'Asia/Manila',
};

const page = (list: Submission[], next: number | null = null, timeZone = 'Asia/Manila') => fixture(endpoints.kycSubmissions, { list, next, timeZone, memberLevel: null });
const listCalls = (calls: Call[]) => calls.filter((c) => pathOf(c.url) === '/ops/kyc/submissions');
const params = (call: Call) => new URL(call.url, 'http://x').searchParams;

/** The KYC routes of LUCKY: the queue by status, level and player; one submission; a player's list; the rules. */
function kycServer(who: ReturnType<typeof operator>, options: { decide?: (call: Call) => ReturnType<typeof fixture> | ReturnType<typeof fail> } = {}) {
  const decided = new Map<number, Submission>();
  const all = () => [juan, maria, rejected, approvedByChecker].map((s) => decided.get(s.id) ?? s);
  const calls = mockFetch((c) => {
    const path = pathOf(c.url);
    if (path === '/ops/auth/me') return me(who);
    if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
    if (path === '/ops/kyc/rules') return fixture(endpoints.kycRules, rules);
    if (path === '/ops/kyc/submissions') {
      const q = params(c);
      const status = q.get('status') ?? 'pending';
      const level = q.get('level');
      const account = q.get('account');
      const list = all()
        .filter((s) => status === 'all' || s.status === status)
        .filter((s) => !level || String(s.level) === level)
        .filter((s) => !account || s.account === account)
        .sort((a, b) => a.submittedAt - b.submittedAt);
      return page(list);
    }
    const one = /^\/ops\/kyc\/submissions\/(\d+)$/.exec(path);
    if (one) {
      const found = all().find((s) => s.id === Number(one[1]));
      return found ? fixture(endpoints.kycSubmission, found) : fail(404, 'kyc.submission.not.found');
    }
    const decision = /^\/ops\/kyc\/submissions\/(\d+)\/decision$/.exec(path);
    if (decision) {
      if (options.decide) return options.decide(c);
      const body = c.body as { decision: 'approve' | 'reject'; reason?: Submission['reason']; note: string };
      const before = all().find((s) => s.id === Number(decision[1]))!;
      const after: Submission = {
        ...before,
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        memberLevel: body.decision === 'approve' ? before.level : before.memberLevel,
        decidedBy: who.username,
        decidedAt: NOW,
        reason: body.reason ?? null,
        note: body.note || null,
      };
      decided.set(after.id, after);
      return fixture(endpoints.decideKycSubmission, after);
    }
    return undefined;
  });
  return calls;
}

beforeEach(() => {
  // only the clock: the ages are counted from it (timers stay real for the user's events)
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('the verification queue', () => {
  it("lists pending submissions oldest first on the merchant's clock: the player's file, what it verifies, the level now, the checker's verdict and findings, how long each waited", async () => {
    const calls = kycServer(finance);
    render(<App router={createTestRouter('/compliance')} />);
    await userEvent.setup().click(within(await screen.findByRole('navigation', { name: 'Compliance' })).getByRole('link', { name: 'Verification' }));
    const table = await screen.findByRole('table', { name: 'Verification submissions' });
    const subnav = screen.getByRole('navigation', { name: 'Compliance' });
    expect(within(subnav).getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page');
    expect(within(subnav).getByRole('link', { name: 'Verification rules' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await within(table).findByText('juan');
    expect(listCalls(calls).at(-1)!.url).toBe('/ops/kyc/submissions?merchant=LUCKY&status=pending&limit=50');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Submitted↕', 'Player↕', 'Verifies↕', 'Level now↕', 'Checker↕', 'Waiting↕', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // the findings: the first two and how many more
    expect(cells(rows[0]!)).toEqual([
      '2026-12-05 10:30',
      'juan',
      'Identity (level 2)',
      'Level 1 · contact verified',
      'Needs reviewThe name typed differs from the payee name (Juan D. Cruz).The selfie is darker than usual.+1 more finding',
      '26 h',
      'Review',
    ]);
    expect(cells(rows[1]!)).toEqual(['2026-12-06 09:00', 'maria', 'Source of funds (level 3)', 'Level 2 · identity verified', 'Checks passed', '3 h', 'Review']);
    expect(within(rows[0]!).getByRole('link', { name: 'juan' })).toHaveAttribute('href', '/players/juan?merchant=LUCKY');
    expect(within(rows[0]!).getByRole('link', { name: 'Review submission 12' })).toHaveAttribute('href', '/compliance/verification/12?merchant=LUCKY');
    // waiting more than a day: the age says it is late and the row stands out
    expect(within(rows[0]!).getByText('26 h')).toHaveClass('kyc-age-late');
    expect(within(rows[1]!).getByText('3 h')).not.toHaveClass('kyc-age-late');
    expect(rows[0]).toHaveClass('row-attention');
    expect(rows[1]).not.toHaveClass('row-attention');
    expect(screen.getByText("Times are on the merchant's clock (Asia/Manila).")).toBeInTheDocument();
  });

  it('asks with the status tab, level and player in the URL, shows the decisions taken and pages by next', async () => {
    const user = userEvent.setup();
    const calls = kycServer(viewer);
    render(<App router={createTestRouter('/compliance/verification?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'Verification submissions' });
    await within(table).findByText('juan');
    // read-only: the queue opens each submission to look at, nothing to decide
    expect(within(table).getByRole('link', { name: 'Review submission 12' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '3');
    await waitFor(() => expect(within(table).queryByText('juan')).not.toBeInTheDocument());
    expect(within(table).getByText('maria')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.url).toBe('/ops/kyc/submissions?merchant=LUCKY&status=pending&level=3&limit=50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '');

    // Rejected: who decided, when (the merchant's clock), the reason in words and the note; a View link
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    const row = (await within(table).findByText('pedro')).closest('tr')!;
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Submitted↕', 'Player↕', 'Verifies↕', 'Level now↕', 'Checker↕', 'Status↕', 'Actions']);
    expect(within(row).getByText('Rejected')).toHaveClass('badge-rejected');
    expect(row).toHaveTextContent('by carol, 2026-12-03 14:15');
    expect(row).toHaveTextContent('Details do not match');
    expect(row).toHaveTextContent('Birth date on the ID is 1991-04-12');
    expect(within(row).getByRole('link', { name: 'View submission 9' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.url).toBe('/ops/kyc/submissions?merchant=LUCKY&status=rejected&limit=50');

    // All, one player's: the checker's own approval says so
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.type(screen.getByRole('textbox', { name: 'Player' }), ' ana ');
    await user.click(within(screen.getByRole('search', { name: "Find a player's submissions" })).getByRole('button', { name: 'Search' }));
    const ana = (await within(table).findByText('ana')).closest('tr')!;
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(ana).toHaveTextContent('by the checker (local-rules), 2026-12-02 13:00');
    expect(listCalls(calls).at(-1)!.url).toBe('/ops/kyc/submissions?merchant=LUCKY&status=all&account=ana&limit=50');
  });

  it('loads the next page after the answer\'s next', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/kyc/submissions') return params(c).get('beforeId') === '12' ? page([maria]) : page([juan], 12);
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/verification?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'Verification submissions' });
    await within(table).findByText('juan');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('maria');
    expect(listCalls(calls).at(-1)!.url).toBe('/ops/kyc/submissions?merchant=LUCKY&status=pending&beforeId=12&limit=50');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('reviewing a submission', () => {
  it('shows the ID front, back and selfie side by side with what the player typed, the findings and the level; approving goes back to the updated queue', async () => {
    const user = userEvent.setup();
    const calls = kycServer(finance);
    render(<App router={createTestRouter('/compliance/verification?merchant=LUCKY')} />);
    const table = await screen.findByRole('table', { name: 'Verification submissions' });
    await user.click(await within(table).findByRole('link', { name: 'Review submission 12' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Submission 12 · juan' })).toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    // the ID's two sides, then the selfie, each the route's bytes as the browser fetches them
    const images = within(documents).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['ID front as the player uploaded it', 'ID back as the player uploaded it', 'Selfie as the player uploaded it']);
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/ops/kyc/documents/101', '/ops/kyc/documents/102', '/ops/kyc/documents/103']);
    expect(within(documents).getByRole('link', { name: 'Open ID front full size' })).toHaveAttribute('href', '/ops/kyc/documents/101');
    expect(within(documents).getByRole('link', { name: 'Open ID front full size' })).toHaveAttribute('target', '_blank');
    expect(documents).toHaveTextContent('JPEG · 1600×1000 · 239 KB');

    const typed = screen.getByRole('region', { name: 'Typed by the player' });
    expect(typed).toHaveTextContent('Full nameJuan Dela Cruz');
    expect(typed).toHaveTextContent('Birth date1990-04-12');
    expect(typed).toHaveTextContent('ID typeNational ID (PhilSys)');
    expect(typed).toHaveTextContent('ID number1234-5678-9012');
    expect(await within(typed).findByText('36 (the minimum is 21)')).toBeInTheDocument();
    expect(await within(typed).findByText('2026-12-05 10:30')).toBeInTheDocument();
    const checker = screen.getByRole('region', { name: 'What the checker found' });
    expect(within(checker).getByText('Needs review')).toBeInTheDocument();
    expect(within(checker).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Decision' })).toHaveTextContent("Waiting for an operator's decision.");
    expect(screen.getByText('Level 1 · contact verified')).toBeInTheDocument();
    // the player's submissions, this one among them
    const history = screen.getByRole('table', { name: 'Submissions of the player' });
    expect(within(history).getByText('This one')).toBeInTheDocument();
    expect(listCalls(calls).some((c) => c.url === '/ops/kyc/submissions?merchant=LUCKY&status=all&account=juan&limit=50')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission 12' });
    expect(dialog).toHaveTextContent('releases their withdrawals held for verification');
    expect(within(dialog).queryByRole('combobox', { name: 'Reason' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note (optional)'), ' Matches the payee name on file ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    // back to the queue as it was filtered, without the decided submission
    expect(await screen.findByText('Submission 12 of juan approved.')).toBeInTheDocument();
    const queue = await screen.findByRole('table', { name: 'Verification submissions' });
    await within(queue).findByText('maria');
    expect(within(queue).queryByText('juan')).not.toBeInTheDocument();
    const post = calls.find((c) => pathOf(c.url) === '/ops/kyc/submissions/12/decision')!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('x-console')).toBe('1');
    expect(post.body).toEqual({ decision: 'approve', note: 'Matches the payee name on file' });
  });

  it('rejects with a reason in words and a note; Other needs the note', async () => {
    const user = userEvent.setup();
    const calls = kycServer(finance);
    render(<App router={createTestRouter('/compliance/verification/12?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission 12' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject submission' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a reason…',
      'Unreadable',
      'Expired document',
      'Details do not match',
      'Under the minimum age',
      'Incomplete',
      'Used by another account',
      'Other',
    ]);
    expect(confirm).toBeDisabled();
    await user.selectOptions(reason, 'other');
    expect(within(dialog).getByLabelText('Note')).toBeRequired();
    expect(confirm).toBeDisabled();
    await user.selectOptions(reason, 'unreadable');
    expect(reason).toHaveAccessibleDescription('The player is asked for sharper photos: a document is blurred, cut off, too dark or covered.');
    expect(confirm).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Front photo blurred');
    await user.click(confirm);

    expect(await screen.findByText('Submission 12 of juan rejected.')).toBeInTheDocument();
    // with no queue to go back to: the pending queue
    await screen.findByRole('table', { name: 'Verification submissions' });
    expect(calls.find((c) => pathOf(c.url) === '/ops/kyc/submissions/12/decision')!.body).toEqual({ decision: 'reject', reason: 'unreadable', note: 'Front photo blurred' });
  });

  it('shows the refusal of a submission decided meanwhile in the dialog', async () => {
    const user = userEvent.setup();
    kycServer(finance, { decide: () => fail(409, 'kyc.submission.decided', 'This submission has already been decided.') });
    render(<App router={createTestRouter('/compliance/verification/12?merchant=LUCKY')} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission 12' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This submission has already been decided by another operator.');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('read-only sees a decided submission with who decided, when, the reason and the note, and no decision buttons', async () => {
    kycServer(viewer);
    const decidedOne = render(<App router={createTestRouter('/compliance/verification/9?merchant=LUCKY')} />);
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(decision).toHaveTextContent('Decided bycarol');
    expect(await within(decision).findByText('2026-12-03 14:15')).toBeInTheDocument();
    expect(decision).toHaveTextContent('ReasonDetails do not match');
    expect(decision).toHaveTextContent('NoteBirth date on the ID is 1991-04-12');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    // a pending one: still nothing to decide for read-only
    decidedOne.unmount();
    render(<App router={createTestRouter('/compliance/verification/12?merchant=LUCKY')} />);
    await screen.findByRole('heading', { level: 1, name: 'Submission 12 · juan' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('embeds a PDF proof of funds with a link to open it, beside the source the player named', async () => {
    kycServer(finance);
    render(<App router={createTestRouter('/compliance/verification/14?merchant=LUCKY')} />);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    const pdf = documents.querySelector('object')!;
    expect(pdf).toHaveAttribute('data', '/ops/kyc/documents/140');
    expect(pdf).toHaveAttribute('type', 'application/pdf');
    expect(within(documents).getByRole('link', { name: 'Open Proof of funds (PDF)' })).toHaveAttribute('href', '/ops/kyc/documents/140');
    expect(documents).toHaveTextContent('PDF · 1.4 MB');
    const typed = screen.getByRole('region', { name: 'Typed by the player' });
    expect(typed).toHaveTextContent('Source of fundsBusiness income');
    expect(typed).toHaveTextContent('DetailsSari-sari store in Quezon City');
    expect(within(typed).queryByText('Full name')).not.toBeInTheDocument();
  });

  it('says when the documents were deleted after the retention period, and marks an age under the minimum', async () => {
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
      if (path === '/ops/kyc/rules') return fixture(endpoints.kycRules, rules);
      if (path === '/ops/kyc/submissions') return page([]);
      if (path === '/ops/kyc/submissions/5') return fixture(endpoints.kycSubmission, submission(5, { age: 19, birthDate: '2007-06-01', status: 'rejected', reason: 'underage', decidedAt: utc(1, 1), purged: true, documents: [] }));
      return undefined;
    });
    render(<App router={createTestRouter('/compliance/verification/5?merchant=LUCKY')} />);
    expect(await screen.findByText(/The documents were deleted after the merchant's retention period/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByText('19: under the minimum age of 21')).toHaveClass('text-danger');
  });
});
