import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';
import type { OperatorFixture } from '@/test/fixtures';

const owner = operator({ username: 'alice', displayName: 'Alice Owner', role: 'owner', permissions: ['dashboard.read', 'cashier.read', 'cashier.review', 'players.read'] });

const SHELL_CALLS = (path: string) => {
  if (path === '/ops/merchants') return merchants(merchant('LUCKY'));
  if (path === '/ops/dashboard') {
    return fixture(endpoints.dashboard, { merchants: ['LUCKY'], totals: { registrations: 0, firstDeposits: 0, activePlayers: 0 }, days: [], currencies: [], livePlayers: 0 });
  }
  return undefined;
};

describe('login', () => {
  it('asks for the 6-digit code when the server requires it, then signs in', async () => {
    const user = userEvent.setup();
    let captchas = 0;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return fail(401, 'ops.unauthorized');
      if (path === '/ops/auth/login') {
        const body = c.body as { totp?: string; captcha?: string };
        if (!body.totp) return fail(401, 'console.totp.required');
        if (body.totp !== '123456') return fail(401, 'console.totp.invalid');
        // after the wrong code this address must answer a captcha (the server's rule)
        if (!body.captcha) return fail(400, 'login.captcha.required');
        return fixture(endpoints.login, { operator: owner, totpSetupRequired: false, passwordChangeRequired: false });
      }
      if (path === '/ops/auth/captcha') return fixture(endpoints.captcha, { captchaId: `cap-${++captchas}`, cap: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>'), expiresAt: Date.now() + 120_000 });
      return SHELL_CALLS(path);
    });
    render(<App router={createTestRouter('/login')} />);

    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not valid/)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    // a refused attempt: the next one from here needs the captcha, and Verify waits for it
    expect(await screen.findByRole('img', { name: 'Captcha: the digits to type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(screen.getByLabelText('Characters in the image'), '24680');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Alice Owner')).toBeInTheDocument();
    const logins = calls.filter((c) => pathOf(c.url) === '/ops/auth/login');
    expect(logins.map((c) => c.body)).toEqual([
      { username: 'alice', password: 'correct horse' },
      { username: 'alice', password: 'correct horse', totp: '000000' },
      { username: 'alice', password: 'correct horse', totp: '123456', captchaId: 'cap-1', captcha: '24680' },
    ]);
    expect(logins.every((c) => c.headers.get('x-console') === '1')).toBe(true);
  });

  it('shows a wrong password as an error and stays on the form', async () => {
    const user = userEvent.setup();
    mockFetch((c) => (pathOf(c.url) === '/ops/auth/me' ? fail(401, 'ops.unauthorized') : fail(401, 'console.login.invalid')));
    render(<App router={createTestRouter('/login')} />);
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });

  it('walks a new operator through the first sign-in: their own password (checked as they type), then the second factor', async () => {
    const user = userEvent.setup();
    const fresh: OperatorFixture = { ...owner, username: 'alice', totpEnabled: false, passwordChangeRequired: true };
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return fail(401, 'ops.unauthorized');
      if (path === '/ops/auth/login') return fixture(endpoints.login, { operator: fresh, totpSetupRequired: true, passwordChangeRequired: true });
      if (path === '/ops/auth/password') {
        return fixture(endpoints.changePassword, { operator: { ...fresh, passwordChangeRequired: false }, totpSetupRequired: true, passwordChangeRequired: false, sessionsEnded: 0 });
      }
      if (path === '/ops/auth/totp/setup') return fixture(endpoints.totpSetup, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Lobby:alice?secret=JBSWY3DPEHPK3PXP&issuer=Lobby' });
      if (path === '/ops/auth/totp/enable') return fixture(endpoints.totpEnable, { operator: owner });
      return SHELL_CALLS(path);
    });
    render(<App router={createTestRouter('/login')} />);
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'tPHuK-Ra6MX-pgqET-FEvgG');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    // the one-time password was just typed: not asked again
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const next = screen.getByLabelText('New password');
    const save = screen.getByRole('button', { name: 'Save password and continue' });
    await user.type(next, 'Alice-2026!');
    expect(screen.getByText('Too weak')).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters').closest('li')).toHaveClass('unmet');
    expect(screen.getByText('Not your username or name').closest('li')).toHaveClass('unmet');
    expect(save).toBeDisabled();
    await user.clear(next);
    await user.type(next, 'Password2026!');
    await waitFor(() => expect(screen.getByText('Not a common password').closest('li')).toHaveClass('unmet'));
    await user.clear(next);
    await user.type(next, 'Saffron-Kettle-84-Drum');
    await waitFor(() => expect(screen.getByText('Not a common password').closest('li')).toHaveClass('met'));
    expect(screen.getByText('At least 12 characters').closest('li')).toHaveClass('met');
    expect(screen.getByText(/^(Strong|Very strong)$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password again'), 'Saffron-Kettle-84-Dru');
    expect(screen.getByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('New password again'), 'm');
    await user.click(save);

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and continue' }));

    expect(await screen.findByText('Alice Owner')).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c.url) === '/ops/auth/password')?.body).toEqual({ currentPassword: 'tPHuK-Ra6MX-pgqET-FEvgG', newPassword: 'Saffron-Kettle-84-Drum' });
    expect(calls.find((c) => pathOf(c.url) === '/ops/auth/totp/enable')?.body).toEqual({ code: '654321' });
  });

  it('sends a signed-in operator with a pending step back to it, whatever screen they open', async () => {
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return fixture(endpoints.me, { operator: { ...owner, totpEnabled: false }, idleTimeoutMs: 60_000, totpSetupRequired: true, passwordChangeRequired: false });
      if (path === '/ops/auth/totp/setup') return fixture(endpoints.totpSetup, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Lobby:alice?secret=JBSWY3DPEHPK3PXP&issuer=Lobby' });
      return SHELL_CALLS(path);
    });
    render(<App router={createTestRouter('/cashier/withdrawals')} />);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByTestId('totp-secret')).toBeInTheDocument();
  });

  it('goes to the login screen with a "session expired" notice when a call answers 401', async () => {
    let expired = false;
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/dashboard') {
        expired = true;
        return fail(401, 'ops.unauthorized');
      }
      return SHELL_CALLS(path);
    });
    render(<App router={createTestRouter('/')} />);
    await waitFor(() => expect(expired).toBe(true));
    expect(await screen.findByText('Your session expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });
});
