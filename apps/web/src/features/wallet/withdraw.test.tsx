import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMemberInfo, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { INSTITUTIONS, WITHDRAW_CHANNELS, makeAccount, makeFunds, makeWithdrawal } from '@/test/money';
import { kycStateSchema, withdrawalOrderListSchema, withdrawalOrderSchema } from '@lobby/contract/schemas';
import { makeBonus } from '@/test/bonus';
import { mockFetch, renderApp } from '@/test/render-app';

type Handlers = Parameters<typeof mockFetch>[0];

const GCASH = makeAccount();
const BDO = makeAccount({ id: 22, kind: 'bank', bankCode: 'BDO', bankName: 'BDO Unibank', accountNoMasked: '••••••9012' });

function handlers({
  payee = 'Juan Dela Cruz' as string | null,
  pin = true,
  accounts = [GCASH, BDO],
  extra = {} as Handlers,
} = {}): Handlers {
  return {
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/member/info': () => envelope(makeMemberInfo()),
    '/wps/wallets/gcs': () => envelope({ sumBalance: 9320, playable: 9320, currency: 'PHP' }),
    '/wps/member/info/funds/consolidated': () => envelope(makeFunds()),
    '/wps/member/info/payeename': () => envelope({ payeeName: payee }),
    '/wps/member/hasWithdrawalPassword': () => envelope(pin),
    '/wps/member/bankCard': () => envelope(accounts),
    '/wps/withdraw/institutions': () => envelope(INSTITUTIONS),
    '/wps/withdraw/channels': () => envelope(WITHDRAW_CHANNELS),
    '/wps/withdraw/orders': () => envelope({ list: [], next: null }),
    ...extra,
  };
}

async function openWithdraw(options: Parameters<typeof handlers>[0] = {}) {
  signIn();
  const fetchMock = mockFetch(handlers(options));
  const view = renderApp('/m/withdraw');
  await screen.findByText('Withdrawable now');
  return { ...view, fetchMock };
}

describe('withdraw: balance and first-time set-up', () => {
  it('shows what can be withdrawn, the bonus that cannot (with its wagering) and what is held', async () => {
    await openWithdraw();
    expect(await screen.findByText('₱8,000.00')).toBeInTheDocument();
    expect(screen.getByText('Total balance ₱9,320.00')).toBeInTheDocument();
    const parts = screen.getByRole('list', { name: 'Balance breakdown' });
    expect(within(parts).getByText('₱9,200.00')).toBeInTheDocument();
    expect(within(parts).getByText('Not withdrawable until its wagering is done')).toBeInTheDocument();
    expect(within(parts).getByRole('progressbar', { name: 'Bonus wagering' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(parts).getByText('₱1,980.00 to go')).toBeInTheDocument();
    expect(within(parts).getByText('₱1,200.00')).toBeInTheDocument();
    expect(within(parts).getByText('Reserved for withdrawals in progress')).toBeInTheDocument();
  });

  it('asks for the payee name first, explains it must match, confirms, and saves it once', async () => {
    let saved: unknown = null;
    let payee: string | null = null;
    await openWithdraw({
      payee: null,
      pin: false,
      extra: {
        '/wps/member/info/payeename': async (request) => {
          if (request.method === 'POST') {
            saved = await request.json();
            payee = 'Juan Dela Cruz';
            return envelope({ payeeName: payee });
          }
          return envelope({ payeeName: payee });
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Payee name' });
    expect(within(card).getByText(/pay only into an account in this exact name/)).toBeInTheDocument();
    // nothing to withdraw with until the set-up is done
    expect(screen.queryByRole('group', { name: 'Withdraw to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payout accounts' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(await within(card).findByText('Please enter your full name')).toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Full name of the account holder' }), 'J4n');
    await userEvent.tab();
    expect(await within(card).findByText('Use 2 to 64 letters, spaces, dots, apostrophes or hyphens')).toBeInTheDocument();

    const box = within(card).getByRole('textbox', { name: 'Full name of the account holder' });
    await userEvent.clear(box);
    await userEvent.type(box, '  Juan   Dela Cruz ');
    await userEvent.click(within(card).getByRole('button', { name: 'Save name' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Save payee name\?/ });
    expect(confirm).toHaveTextContent('“Juan Dela Cruz”. It cannot be changed later.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(saved).toEqual({ payeeName: 'Juan Dela Cruz' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payee name' })).not.toBeInTheDocument());
    expect(await screen.findByRole('region', { name: 'Payout accounts' })).toBeInTheDocument();
  });

  it('sets the withdrawal PIN: six digits, the same twice, confirmed with the login password', async () => {
    let sent: unknown = null;
    let calls = 0;
    await openWithdraw({
      pin: false,
      extra: {
        '/wps/member/paymentPassword': async (request) => {
          calls += 1;
          sent = await request.json();
          if (calls === 1) return failure(400, 'password.old.incorrect', 'wrong');
          return envelope(true);
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Withdrawal PIN' });
    const pin = within(card).getByRole('textbox', { name: 'New PIN' });
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('maxlength', '6');

    await userEvent.type(pin, '12a34');
    expect(pin).toHaveValue('1234');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Confirm PIN' }), '1234');
    await userEvent.click(within(card).getByRole('button', { name: 'Set PIN' }));
    expect(await within(card).findByText('Please enter your login password')).toBeInTheDocument();
    expect(within(card).getByText('The PIN is exactly 6 digits')).toBeInTheDocument();

    await userEvent.type(pin, '56');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Confirm PIN' }), '99');
    await userEvent.type(within(card).getByLabelText('Login password'), 'Lucky#2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Set PIN' }));
    expect(await within(card).findByText('The two PINs do not match')).toBeInTheDocument();

    const confirm = within(card).getByRole('textbox', { name: 'Confirm PIN' });
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Set PIN' }));
    // a wrong login password is shown on its field
    expect(await within(card).findByText('The old password is incorrect.')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'Lucky#2026', paymentPassword: '123456' });

    await userEvent.click(within(card).getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Withdrawal PIN' })).not.toBeInTheDocument());
    expect(await screen.findByRole('group', { name: 'Withdraw to' })).toBeInTheDocument();
  });
});

describe('withdraw: payout accounts', () => {
  it('lists the accounts masked, adds an e-wallet by its mobile number and removes one after asking', async () => {
    let accounts = [GCASH];
    let added: unknown = null;
    let removed = 0;
    await openWithdraw({
      accounts,
      extra: {
        '/wps/member/bankCard': async (request) => {
          if (request.method === 'POST') {
            added = await request.json();
            const maya = makeAccount({ id: 23, bankCode: 'MAYA', bankName: 'Maya', accountNoMasked: '••••••8899' });
            accounts = [...accounts, maya];
            return envelope(maya);
          }
          return envelope(accounts);
        },
        '/wps/member/bankCard/21': (request) => {
          if (request.method !== 'DELETE') return new Response('', { status: 405 });
          removed += 1;
          accounts = accounts.filter((a) => a.id !== 21);
          return envelope(true);
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Payout accounts' });
    expect(await within(card).findByText('••••••4567')).toBeInTheDocument();
    expect(within(card).queryByText(/09171234567/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Add' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add payout account' });
    await userEvent.click(await within(sheet).findByRole('radio', { name: 'Maya' }));
    const number = within(sheet).getByRole('textbox', { name: 'Mobile number' });
    expect(number).toHaveAttribute('inputmode', 'tel');
    expect(within(sheet).getByText('Juan Dela Cruz')).toBeInTheDocument();
    await userEvent.type(number, '0917');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save account' }));
    expect(await within(sheet).findByText('Enter a mobile number of 10 to 13 digits')).toBeInTheDocument();
    await userEvent.type(number, '-888-9988');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(added).toEqual({ bankCode: 'MAYA', accountNo: '09178889988' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payout account' })).not.toBeInTheDocument());
    expect(await within(card).findByText('••••••8899')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Remove GCash ••••••4567' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Remove account\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Remove GCash ••••••4567' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toBe(1));
    await waitFor(() => expect(within(card).queryByText('••••••4567')).not.toBeInTheDocument());
  });
});

describe('withdraw: the withdrawal', () => {
  it('offers only the accounts a method accepts and checks the amount against its limits and the withdrawable cash', async () => {
    await openWithdraw();
    const accounts = await screen.findByRole('group', { name: 'Payout account' });
    expect(within(accounts).getAllByRole('radio')).toHaveLength(1);
    expect(within(accounts).getByRole('radio', { name: /GCash/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    const bank = screen.getByRole('group', { name: 'Payout account' });
    expect(within(bank).getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();
    expect(within(bank).queryByRole('radio', { name: /GCash/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Maya/ }));
    expect(screen.getByText('No saved Maya account yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: /GCash/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum is ₱200.00')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '8000.01');
    expect(await screen.findByText('You can withdraw up to ₱8,000.00')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300.125');
    expect(await screen.findByText('An amount can have at most two decimal places')).toBeInTheDocument();

    // "All" fills in everything that can go out now
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amount).toHaveValue('8000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the PIN, says how many tries are left, asks before giving up a bonus, then shows the pending order', async () => {
    const bodies: Record<string, unknown>[] = [];
    await openWithdraw({
      extra: {
        '/wps/withdraw/orders': async (request) => {
          if (request.method === 'GET') return envelope({ list: [], next: null });
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          if (body.paymentPassword !== '246810') {
            return failure(400, 'withdraw.password.wrong', 'wrong', { triesLeft: 3 });
          }
          if (!body.forfeitBonus) {
            return failure(409, 'withdraw.bonus.active', 'bonus', { remainingCents: 198_000 });
          }
          return envelope(makeWithdrawal({ amount: 1_000, payout: 1_000 }));
        },
        '/wps/member/bonuses': () =>
          envelope({
            active: [
              makeBonus({ id: 1, title: 'FIRST_DEPOSIT', campaignId: null, kind: 'bonus', amount: 100, remaining: 1_500, progress: 40 }),
              makeBonus({ id: 2, title: 'Weekend reload 50%', amount: 20, remaining: 480, progress: 4 }),
            ],
            history: [],
            bonusBalance: 120,
            currency: 'PHP',
          }),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ₱1,000.00' }));

    const sheet = await screen.findByRole('dialog', { name: 'Enter withdrawal PIN' });
    expect(within(sheet).getByText('₱1,000.00')).toBeInTheDocument();
    expect(within(sheet).getByText('to GCash · GCash ••••••4567')).toBeInTheDocument();
    const pin = within(sheet).getByRole('textbox', { name: 'Withdrawal PIN' });
    await waitFor(() => expect(pin).toHaveFocus());
    expect(within(sheet).getByRole('button', { name: 'Confirm withdrawal' })).toBeDisabled();

    await userEvent.type(pin, '111111');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(sheet).findByText('Wrong PIN. Tries left: 3')).toBeInTheDocument();
    expect(pin).toHaveValue('');

    await userEvent.type(pin, '246810');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    const forfeit = await screen.findByRole('group', { name: 'Give up your bonus?' });
    expect(forfeit).toHaveTextContent('Your ₱120.00 bonus still needs ₱1,980.00 of wagering.');
    // each bonus given up, with the wagering it still needs
    const given = await within(forfeit).findByRole('list', { name: 'Bonuses you would give up' });
    const items = within(given).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('First deposit bonus');
    expect(items[0]).toHaveTextContent('₱1,500.00 left to wager (40% done)');
    expect(items[0]).toHaveTextContent('₱100.00');
    expect(items[1]).toHaveTextContent('Weekend reload 50%');
    expect(items[1]).toHaveTextContent('₱480.00 left to wager (4% done)');
    expect(bodies[1]).toMatchObject({ channelId: 11, payoutAccountId: 21, amount: 1000, forfeitBonus: false });

    await userEvent.click(within(forfeit).getByRole('button', { name: 'Give up bonus and withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toMatchObject({ paymentPassword: '246810', forfeitBonus: true });
    // every definite refusal ended its attempt: three attempts, three ids
    expect(new Set(bodies.map((b) => b.requestId)).size).toBe(3);
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/m/transactions?type=withdrawal',
    );
  });

  it('keeps the bonus when the member says so, and locks the PIN entry after too many tries', async () => {
    let calls = 0;
    await openWithdraw({
      extra: {
        '/wps/withdraw/orders': (request) => {
          if (request.method === 'GET') return envelope({ list: [], next: null });
          calls += 1;
          return calls === 1
            ? failure(409, 'withdraw.bonus.active', 'bonus', { remainingCents: 198_000 })
            : failure(429, 'withdraw.password.locked', 'locked');
        },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ₱500.00' }));
    let sheet = await screen.findByRole('dialog', { name: 'Enter withdrawal PIN' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Withdrawal PIN' }), '123456');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ₱500.00' }));
    sheet = await screen.findByRole('dialog', { name: 'Enter withdrawal PIN' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Withdrawal PIN' }), '123456');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(sheet).findByText('Too many wrong withdrawal passwords. Please try again later.')).toBeInTheDocument();
    expect(within(sheet).getByRole('textbox', { name: 'Withdrawal PIN' })).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: 'Confirm withdrawal' })).toBeDisabled();
  });

  it('shows "Loading failed, click to retry" when the methods do not load', async () => {
    let calls = 0;
    await openWithdraw({
      extra: {
        '/wps/withdraw/channels': () => {
          calls += 1;
          return calls === 1 ? failure(503, 'system.maintenance', 'down') : envelope(WITHDRAW_CHANNELS);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('group', { name: 'Withdraw to' })).toBeInTheDocument();
  });
});

describe('withdraw: following a withdrawal', () => {
  it('lists the recent withdrawals with where each stands', async () => {
    await openWithdraw({
      extra: {
        '/wps/withdraw/orders': () =>
          envelope({
            list: [
              makeWithdrawal({ orderNo: 'W20261123AAAAAAAAA1', amount: 700 }),
              makeWithdrawal({ orderNo: 'W20261123AAAAAAAAA2', amount: 300, status: 'paid', paidAt: Date.now() }),
            ],
            next: null,
          }),
      },
    });
    const recent = await screen.findByRole('region', { name: 'Recent withdrawals' });
    expect(await within(recent).findByText('₱700.00')).toBeInTheDocument();
    expect(within(recent).getByText('Pending review')).toBeInTheDocument();
    expect(within(recent).getByText('Paid')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/m/transactions?type=withdrawal');
  });

  it('says which withdrawals wait for the member’s identity verification (with the way to it) or an operator’s review', async () => {
    await openWithdraw({
      extra: {
        '/wps/withdraw/orders': () =>
          envelope(
            withdrawalOrderListSchema.parse({
              list: [
                makeWithdrawal({ orderNo: 'W20261123AAAAAAAAA1', amount: 7_000, heldFor: 'kyc' }),
                makeWithdrawal({ orderNo: 'W20261123AAAAAAAAA2', amount: 300, heldFor: 'review' }),
                makeWithdrawal({ orderNo: 'W20261123AAAAAAAAA3', amount: 200 }),
              ],
              next: null,
            }),
          ),
      },
    });
    const recent = await screen.findByRole('region', { name: 'Recent withdrawals' });
    const rows = await within(recent).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('₱7,000.00');
    expect(within(rows[0]!).getByText('On hold')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Waiting for identity verification' })).toHaveAttribute('href', '/m/set/verification');
    expect(within(rows[1]!).getByText('Under review')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pending review')).toBeInTheDocument();
  });

  it('tells the member a new withdrawal waits for their identity verification, with the way to it', async () => {
    await openWithdraw({
      extra: {
        '/wps/withdraw/orders': (request) =>
          request.method === 'GET'
            ? envelope({ list: [], next: null })
            : envelope(withdrawalOrderSchema.parse(makeWithdrawal({ amount: 7_000, payout: 7_000, heldFor: 'kyc' }))),
        '/wps/withdraw/orders/W20261123ABCDEF5678': () => envelope(makeWithdrawal({ amount: 7_000, payout: 7_000, heldFor: 'kyc' })),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '7000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ₱7,000.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enter withdrawal PIN' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Withdrawal PIN' }), '246810');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for identity verification')).toHaveAttribute('role', 'status');
    expect(screen.getByText('This withdrawal is paid once your identity is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/m/set/verification');
  });

  it('says before the PIN that a withdrawal past the day\'s amount would wait for verification, and not below it', async () => {
    const state = (level: number, withdrawnToday: string) =>
      kycStateSchema.parse({
        level,
        steps: [
          { level: 1, state: level >= 1 ? 'done' : 'needed', submission: null },
          { level: 2, state: level >= 2 ? 'done' : 'needed', submission: null },
          { level: 3, state: 'optional', submission: null },
        ],
        next: level >= 2 ? null : 'identity',
        currency: 'PHP',
        level2DailyWithdrawal: '5000.00',
        level3Deposits: '500000.00',
        minimumAge: 21,
        heldWithdrawals: 0,
        withdrawnToday,
      });
    await openWithdraw({ extra: { '/wps/member/kyc': () => envelope(state(1, '3000.00')) } });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '2000');
    // ₱3,000 today and ₱2,000 now is exactly the ₱5,000: paid as usual
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.type(amount, '.01');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Withdrawals above ₱5,000 a day wait until your identity is verified: this one would.');
    expect(within(note).getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/m/set/verification');
  });

  it('says nothing of verification to a verified member', async () => {
    await openWithdraw({
      extra: {
        '/wps/member/kyc': () =>
          envelope(
            kycStateSchema.parse({
              level: 2,
              steps: [
                { level: 1, state: 'done', submission: null },
                { level: 2, state: 'done', submission: null },
                { level: 3, state: 'optional', submission: null },
              ],
              next: null,
              currency: 'PHP',
              level2DailyWithdrawal: '5000.00',
              level3Deposits: '500000.00',
              minimumAge: 21,
              heldWithdrawals: 0,
              withdrawnToday: '4000.00',
            }),
          ),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '6000');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('follows the placed withdrawal until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    await openWithdraw({
      extra: {
        '/wps/withdraw/orders': (request) =>
          request.method === 'GET' ? envelope({ list: [], next: null }) : envelope(makeWithdrawal()),
        '/wps/withdraw/orders/W20261123ABCDEF5678': () =>
          envelope(makeWithdrawal(paid ? { status: 'paid', paidAt: Date.now() } : {})),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw ₱1,000.00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enter withdrawal PIN' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Withdrawal PIN' }), '246810');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toHaveAttribute('role', 'status');

    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(screen.getByText('Paid')).toBeInTheDocument());
    expect(screen.getByText('The money is on its way to your account.')).toBeInTheDocument();
  });
});
