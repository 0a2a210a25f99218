import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFlags, type WhitelabelFlag } from '@lobby/contract';
import { useSessionStore } from '@/shared/lib/session';
import { loginAnswer, makeMemberInfo, makeSealer, signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

function statusWith(...on: WhitelabelFlag[]) {
  const whitelabel = allFlags(false);
  for (const flag of on) whitelabel[flag] = true;
  return makeStatus({ info: { whitelabel } });
}

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('change password', () => {
  it('refuses the same password with an alert and sends nothing', async () => {
    signIn();
    let calls = 0;
    mockFetch({
      '/wps/system/status': () => envelope(statusWith()),
      '/wps/member/info': () => envelope(makeMemberInfo()),
      '/wps/member/password': () => {
        calls += 1;
        return envelope({ passwordChangedAt: Date.now() });
      },
    });
    renderApp('/m/changePsw');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await userEvent.type(input('Current password'), 'Same-Password-1');
    await userEvent.type(input('New password'), 'Same-Password-1');
    await userEvent.type(input('Confirm new password'), 'Same-Password-1');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const alert = await screen.findByRole('alertdialog', {
      name: 'The new password and the old password cannot be the same',
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(calls).toBe(0);
  });

  it('asks for the old password only when the account has one, saves and goes home', async () => {
    signIn();
    let body: unknown;
    mockFetch({
      '/wps/system/status': () => envelope(statusWith()),
      '/wps/member/info': () => envelope(makeMemberInfo({ hasPassword: false })),
      '/wps/member/password': async (request) => {
        body = await request.json();
        return envelope({ passwordChangedAt: Date.now() });
      },
    });
    const { router } = renderApp(['/m/member/home', '/m/changePsw']);
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByLabelText('Current password', { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.type(input('New password'), 'Brand-New-Pass-9');
    await userEvent.type(input('Confirm new password'), 'Brand-New-Pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(body).toEqual({ newPassword: 'Brand-New-Pass-9', confirmNewPassword: 'Brand-New-Pass-9' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 3000 });
  });
});

describe('forgot password', () => {
  it('offers the e-mail/phone toggle with recovery by phone on, starting on phone', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSMAIL3', 'CHNGPASSVERIF3')),
      '/wps/system/country': () => envelope([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
    });
    renderApp('/m/forget');
    const tabs = await screen.findByRole('tablist', { name: 'Recovery method' });
    expect(within(tabs).getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByText('Enter your mobile number, at least 6 digits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password and log in' })).toBeDisabled();
  });

  it('shows the toggle whenever recovery by phone is on; without e-mail recovery its tab says so and offers the phone', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSVERIF3')),
      '/wps/system/country': () => envelope([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
    });
    renderApp('/m/forget');
    const tabs = await screen.findByRole('tablist', { name: 'Recovery method' });
    expect(within(tabs).getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'E-mail' }));
    expect(screen.getByText(/Recovery by e-mail is not offered here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retrieve password' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use my mobile number' }));
    expect(within(tabs).getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('sends username and e-mail form-encoded and trimmed, once the form is valid', async () => {
    let contentType: string | null = null;
    let sent = '';
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSMAIL3')),
      '/wps/member/password/email': async (request) => {
        contentType = request.headers.get('Content-Type');
        sent = await request.text();
        return envelope({ accepted: true });
      },
    });
    renderApp(['/m/login', '/m/forget']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Retrieve password' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), '  demo ');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.tab();
    expect(await screen.findByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), ' demo@example.com ');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('If the details match, a reset link is on its way to your e-mail')).toBeInTheDocument();
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(sent).get('username')).toBe('demo');
    expect(new URLSearchParams(sent).get('email')).toBe('demo@example.com');
  });

  it('set by phone: the same password clears the password, another failure the code; success signs in', async () => {
    const sealer = await makeSealer();
    const answers = [
      failure(400, 'modify.new.old.same', 'same'),
      failure(400, 'sms.code.invalid', 'wrong code'),
      envelope(loginAnswer()),
    ];
    const payloads: Record<string, unknown>[] = [];
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSVERIF3')),
      '/wps/system/country': () => envelope([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/member/password/phone': async (request) => {
        payloads.push(await sealer.open(request));
        return answers.shift()!;
      },
    });
    const { router } = renderApp('/m/forget');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.type(input('New password'), 'Fresh-Start-2026');
    const submit = screen.getByRole('button', { name: 'Set password and log in' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(input('New password')).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue('123456');
    expect(payloads[0]).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Fresh-Start-2026',
    });

    await userEvent.type(input('New password'), 'Other-Start-2026');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveValue(''));
    expect(input('New password')).toHaveValue('Other-Start-2026');

    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '654321');
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(useSessionStore.getState().info?.userName).toBe('demo');
  });
});

describe('reset password from the mail link', () => {
  it('shows a clear state for a used link, with a way to ask again', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSMAIL3')),
      '/wps/member/password/email/reset': () => failure(400, 'password.reset.invalid', 'used'),
    });
    renderApp('/m/resetPsw?token=abcdefghijklmnopqrstuvwxyz012345');
    await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Brand-New-Pass-9');
    await userEvent.type(input('Confirm new password'), 'Brand-New-Pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/m/forget');
  });

  it('sets the password and goes to login', async () => {
    let body: unknown;
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSMAIL3')),
      '/wps/member/password/email/reset': async (request) => {
        body = await request.json();
        return envelope({ passwordChangedAt: Date.now() });
      },
    });
    const { router } = renderApp('/m/resetPsw?token=abcdefghijklmnopqrstuvwxyz012345');
    await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), 'Brand-New-Pass-9');
    await userEvent.type(input('Confirm new password'), 'Brand-New-Pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
      newPassword: 'Brand-New-Pass-9',
      confirmNewPassword: 'Brand-New-Pass-9',
    });
  });

  it('knows a link without a token is broken before any call', async () => {
    mockFetch({ '/wps/system/status': () => envelope(statusWith('CHNGPASSMAIL3')) });
    renderApp('/m/resetPsw');
    expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  });
});
