import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { Operator } from '@/shared/api/types';
import { fail, mockFetch, ok, pathOf } from '@/test/fetch-mock';

const owner: Operator = {
  username: 'alice',
  displayName: 'Alice Owner',
  role: 'owner',
  merchants: 'all',
  totpEnabled: true,
  permissions: ['dashboard.read', 'cashier.read', 'cashier.review', 'players.read'],
};

const SHELL_CALLS = (path: string) => {
  if (path === '/ops/merchants') return ok([{ code: 'LUCKY', name: 'Lucky', maintenance: false, blockedRegions: [] }]);
  if (path === '/ops/dashboard') return ok({ merchants: ['LUCKY'], totals: {}, days: [], livePlayers: 0 });
  return undefined;
};

describe('login', () => {
  it('asks for the 6-digit code when the server requires it, then signs in', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return fail(401, 'ops.unauthorized');
      if (path === '/ops/auth/login') {
        const body = c.body as { totp?: string };
        if (!body.totp) return fail(401, 'console.totp.required');
        if (body.totp !== '123456') return fail(401, 'console.totp.invalid');
        return ok({ operator: owner, totpSetupRequired: false });
      }
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
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Alice Owner')).toBeInTheDocument();
    const logins = calls.filter((c) => pathOf(c.url) === '/ops/auth/login');
    expect(logins.map((c) => c.body)).toEqual([
      { username: 'alice', password: 'correct horse' },
      { username: 'alice', password: 'correct horse', totp: '000000' },
      { username: 'alice', password: 'correct horse', totp: '123456' },
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

  it('walks an owner without a second factor through the setup: secret, QR and code', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return fail(401, 'ops.unauthorized');
      if (path === '/ops/auth/login') return ok({ operator: { ...owner, totpEnabled: false }, totpSetupRequired: true });
      if (path === '/ops/auth/totp/setup') return ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Lobby:alice?secret=JBSWY3DPEHPK3PXP&issuer=Lobby' });
      if (path === '/ops/auth/totp/enable') return ok({ operator: owner });
      return SHELL_CALLS(path);
    });
    render(<App router={createTestRouter('/login')} />);
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and continue' }));

    expect(await screen.findByText('Alice Owner')).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c.url) === '/ops/auth/totp/enable')?.body).toEqual({ code: '654321' });
  });

  it('goes to the login screen with a "session expired" notice when a call answers 401', async () => {
    let expired = false;
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return ok({ operator: owner, idleTimeoutMs: 60_000 });
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
