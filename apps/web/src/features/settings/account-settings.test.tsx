import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoginEvent, MemberProfile, MemberSession } from '@lobby/contract';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { changeLanguage } from '@/shared/lib/i18n';
import { mockFetch, renderApp } from '@/test/render-app';

function makeProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    nickname: 'Lucky Demo',
    email: 'demo@example.com',
    emailVerified: false,
    pendingEmail: null,
    birthday: '1990-05-20',
    payeeName: null,
    ageLimit: 21,
    securityQuestionsSet: false,
    hasPaymentPassword: false,
    hasPassword: true,
    ...overrides,
  };
}

const IPHONE: Pick<MemberSession, 'browser' | 'os' | 'mobile'> = { browser: 'Safari', os: 'iOS', mobile: true };

function session(overrides: Partial<MemberSession> = {}): MemberSession {
  return { id: crypto.randomUUID(), ...IPHONE, country: 'PH', ip: '10.0.0.1', createdAt: 1_700_000_000_000, lastSeenAt: 1_700_000_100_000, current: false, ...overrides };
}

function event(id: number, success: boolean): LoginEvent {
  return { id, at: 1_700_000_000_000 + id * 60_000, success, method: 'password', reason: success ? null : 'password', browser: 'Chrome', os: 'Android', mobile: true, country: null, ip: '10.0.0.2' };
}

type Handlers = Parameters<typeof mockFetch>[0];

/** The member's settings answered from `state`, which the POST handlers change as the server would. */
function memberHandlers(state: { profile: MemberProfile; nickname: string }, extra: Handlers = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo({ nickname: state.nickname })),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 100, playable: 100, currency: 'PHP' }),
    '/wps/member/rank/progress': () => envelope({ currentProgress: { completedConditions: 1, totalExpectedConditions: 5 }, playerRankProgress: { labelId: 2, labelName: 'Gold', nextLabelName: null } }),
    '/wps/member/hasWithdrawalPassword': () => envelope(false),
    '/wps/member/info/profile': () => envelope(state.profile),
    ...extra,
  };
}

async function openRow(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('account settings on /m/set', () => {
  it('shows the profile as grouped rows with values and states', async () => {
    signIn();
    mockFetch(memberHandlers({ profile: makeProfile({ payeeName: 'Juan Dela Cruz' }), nickname: 'Lucky Demo' }));
    renderApp('/m/set');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(profile).findByRole('button', { name: /Nickname\s*Lucky Demo/ })).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: /E-mail\s*Not verified\s*demo@example.com/ })).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: /Birthday\s*May 20, 1990/ })).toBeInTheDocument();
    // A payee name once set is shown, not offered for change.
    expect(within(profile).queryByRole('button', { name: /Payee name/ })).not.toBeInTheDocument();
    expect(within(profile).getByText('Juan Dela Cruz')).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Security' });
    expect(within(security).getByRole('link', { name: /Change password/ })).toHaveAttribute('href', '/m/changePsw');
    expect(within(security).getByRole('button', { name: /Security questions\s*Set up/ })).toBeInTheDocument();
  });

  it('changes the nickname: refuses a bad one without asking, saves a good one and renews member info', async () => {
    signIn();
    const state = { profile: makeProfile(), nickname: 'Lucky Demo' };
    const posted: unknown[] = [];
    let infoCalls = 0;
    mockFetch(
      memberHandlers(state, {
        '/wps/member/info': () => {
          infoCalls++;
          return envelope(makeMemberInfo({ nickname: state.nickname }));
        },
        '/wps/member/info/nickname': async (request) => {
          const body = (await request.json()) as { nickname: string };
          posted.push(body);
          state.nickname = body.nickname;
          state.profile = { ...state.profile, nickname: body.nickname };
          return envelope({ nickname: body.nickname });
        },
      }),
    );
    renderApp('/m/set');
    const sheet = await openRow(/Nickname/);
    const input = within(sheet).getByLabelText('Nickname');
    await userEvent.clear(input);
    await userEvent.type(input, '<b>');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText(/Use 2 to 24 letters/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'Star Player');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ nickname: 'Star Player' }]);
    expect(await screen.findByRole('button', { name: /Nickname\s*Star Player/ })).toBeInTheDocument();
    // The header reads member info: its cached copy and the stored one carry the new name.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('MC_MEMBER_INFO') ?? '{}').nickname).toBe('Star Player'));
    expect(infoCalls).toBeGreaterThan(0);
  });

  it("checks the birthday against the merchant's minimum age and shows the server's refusal", async () => {
    signIn();
    const state = { profile: makeProfile({ birthday: null, ageLimit: 21 }), nickname: 'x' };
    let calls = 0;
    mockFetch(
      memberHandlers(state, {
        '/wps/member/info/birthday': () => {
          calls++;
          return failure(400, 'register.birthday.invalid', 'Please enter the correct date of birth');
        },
      }),
    );
    renderApp('/m/set');
    const sheet = await openRow(/Birthday/);
    const input = within(sheet).getByLabelText('Date of birth');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 20);
    await userEvent.type(input, young.toISOString().slice(0, 10));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('You must be at least 21 years old')).toBeInTheDocument();
    expect(calls).toBe(0);
    await userEvent.clear(input);
    await userEvent.type(input, '1980-01-01');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Please enter the correct date of birth');
    expect(calls).toBe(1);
  });

  it('verifies a new e-mail with the mailed code', async () => {
    signIn();
    const state = { profile: makeProfile(), nickname: 'x' };
    const sent: unknown[] = [];
    mockFetch(
      memberHandlers(state, {
        '/wps/member/info/email': async (request) => {
          const body = (await request.json()) as { email: string };
          sent.push(body);
          state.profile = { ...state.profile, pendingEmail: body.email };
          return envelope({ pendingEmail: body.email, expirationTime: Date.now() + 600_000 });
        },
        '/wps/member/info/email/verify': async (request) => {
          const { code } = (await request.json()) as { code: string };
          if (code !== '246810') return failure(400, 'email.code.invalid', 'Verification code error');
          state.profile = { ...state.profile, email: 'new@example.org', emailVerified: true, pendingEmail: null };
          return envelope({ email: 'new@example.org', emailVerified: true });
        },
      }),
    );
    renderApp('/m/set');
    const sheet = await openRow(/E-mail/);
    await userEvent.type(within(sheet).getByLabelText('E-mail address'), 'new@example.org');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send code' }));
    expect(await within(sheet).findByText(/sent to new@example.org/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'new@example.org' }]);
    const code = within(sheet).getByLabelText('Verification code');
    await userEvent.type(code, '111111');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm e-mail' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Verification code error');
    await userEvent.type(code, '246810');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /E-mail\s*Verified\s*new@example.org/ })).toBeInTheDocument();
  });

  it('answers three different security questions with the login password', async () => {
    signIn();
    const state = { profile: makeProfile(), nickname: 'x' };
    const posted: unknown[] = [];
    mockFetch(
      memberHandlers(state, {
        '/wps/member/securityQuestions': () =>
          envelope(['a', 'b', 'c', 'd'].map((id) => ({ id, question: `Question ${id.toUpperCase()}?` }))),
        '/wps/member/customerSecurityQuestions': async (request) => {
          if (request.method === 'GET') return envelope({ questionIds: [], updatedAt: null });
          posted.push(await request.json());
          state.profile = { ...state.profile, securityQuestionsSet: true };
          return envelope({ questionIds: ['a', 'b', 'd'] });
        },
      }),
    );
    renderApp('/m/set');
    const sheet = await openRow(/Security questions/);
    const selects = await within(sheet).findAllByRole('combobox');
    expect(selects.map((s) => (s as HTMLSelectElement).value)).toEqual(['a', 'b', 'c']);
    // A question taken by another slot cannot be picked twice.
    expect(within(selects[0]!).getByRole('option', { name: 'Question B?' })).toBeDisabled();
    await userEvent.selectOptions(selects[2]!, 'd');
    const answers = within(sheet).getAllByLabelText('Your answer');
    for (const [i, input] of answers.entries()) await userEvent.type(input, `answer ${i}`);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Enter your login password to confirm')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(within(sheet).getByLabelText('Login password'), 'Lucky#2026');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      answers: [
        { questionId: 'a', answer: 'answer 0' },
        { questionId: 'b', answer: 'answer 1' },
        { questionId: 'd', answer: 'answer 2' },
      ],
      password: 'Lucky#2026',
    });
    expect(await screen.findByRole('button', { name: /Security questions\s*Set/ })).toBeInTheDocument();
  });

  it('lists the signed-in devices, marks this one and signs out another after confirming', async () => {
    signIn();
    const state = { profile: makeProfile(), nickname: 'x' };
    const mine = session({ current: true });
    const other = session({ browser: 'Chrome', os: 'Windows', mobile: false, country: null });
    let list = [mine, other];
    const deleted: string[] = [];
    mockFetch(
      memberHandlers(state, {
        '/wps/member/sessions': () => envelope(list),
        [`/wps/member/sessions/${other.id}`]: (request) => {
          deleted.push(`${request.method} ${other.id}`);
          list = [mine];
          return envelope({ ended: 1 });
        },
      }),
    );
    renderApp('/m/set');
    const sheet = await openRow(/Active sessions/);
    const items = await within(sheet).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Chrome on Windows')).toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out this device?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(deleted).toEqual([`DELETE ${other.id}`]));
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(1));
    expect(within(sheet).getByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('says in Vietnamese when each session signed in and how long ago it was last active', async () => {
    await changeLanguage('VI');
    signIn();
    const now = Date.now();
    const list = [session({ current: true, lastSeenAt: now }), session({ browser: 'Chrome', os: 'Windows', lastSeenAt: now - 5 * 60_000 })];
    mockFetch(memberHandlers({ profile: makeProfile(), nickname: 'x' }, {
          '/wps/system/status': () => envelope(makeStatus({ info: { languages: ['EN', 'VI'] } })),
          '/wps/member/sessions': () => envelope(list),
        }));
    renderApp('/m/set');
    await userEvent.click(await screen.findByRole('button', { name: /Phiên đang hoạt động/ }));
    const sheet = await screen.findByRole('dialog');
    const items = await within(sheet).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Đăng nhập lúc \d{2}:\d{2} \d{1,2} thg 11, 2023 · hoạt động bây giờ/);
    expect(items[1]).toHaveTextContent(/hoạt động 5 phút trước/);
  });

  it('shows the login history newest first and loads older pages', async () => {
    signIn();
    const state = { profile: makeProfile(), nickname: 'x' };
    const asked: string[] = [];
    mockFetch(
      memberHandlers(state, {
        '/wps/member/loginHistory': (request) => {
          const before = new URL(request.url).searchParams.get('beforeId');
          asked.push(before ?? '-');
          return envelope(before ? { list: [event(1, true)], next: null } : { list: [event(3, true), event(2, false)], next: 2 });
        },
      }),
    );
    renderApp('/m/set');
    const sheet = await openRow(/Login history/);
    const list = await within(sheet).findByRole('list', { name: 'Login history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/Success|Failed/).textContent)).toEqual(['Success', 'Failed']);
    // when, as English writes it (in the device's zone), with the exact moment for machines
    const when = rows[0]!.querySelector('time')!;
    expect(when).toHaveAttribute('datetime', new Date(event(3, true).at).toISOString());
    expect(when.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2023, \d{1,2}:\d{2}\s[AP]M$/);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show older logins' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(asked).toEqual(['-', '2']);
    expect(within(sheet).queryByRole('button', { name: 'Show older logins' })).not.toBeInTheDocument();
  });

  it('tells a trial account the settings are for real accounts and asks nothing of the server', async () => {
    signIn(4, 'guest12345678');
    let profileCalls = 0;
    mockFetch({
      ...memberHandlers({ profile: makeProfile(), nickname: 'x' }),
      '/wps/member/info/profile': () => {
        profileCalls++;
        return failure(403, 'permission.trial', 'Please log in to a real account to use this function');
      },
    });
    renderApp('/m/set');
    expect(await screen.findByText(/Account settings are for real accounts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register a real account' })).toHaveAttribute('href', '/m/register');
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
    expect(profileCalls).toBe(0);
  });
});
