import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  allFlags,
  type FieldRule,
  type RegisterField,
  type RegisterSettings,
  type WhitelabelFlag,
} from '@lobby/contract';
import { loginAnswer, makeSealer } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const rule = (enabled: boolean, required: boolean, minLength: number, maxLength: number, patternId: number | null): FieldRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  patternId,
});

function settings(overrides: Partial<Record<RegisterField, FieldRule>> = {}): RegisterSettings {
  const off = rule(false, false, 1, 32, null);
  return {
    fields: {
      username: rule(true, true, 6, 16, 1),
      password: rule(true, true, 8, 128, 5),
      confirmPassword: rule(true, true, 8, 128, 5),
      affiliateCode: rule(true, false, 4, 32, 7),
      paymentPassword: off,
      recommenderId: off,
      nickname: off,
      payeeName: off,
      email: rule(true, false, 5, 254, 4),
      mobileNum: rule(true, false, 6, 20, 2),
      idNumber: off,
      qqNum: off,
      facebook: off,
      wechat: off,
      line: off,
      whatsapp: off,
      zalo: off,
      birthday: off,
      captcha: off,
      verificationCode: off,
      ...overrides,
    },
    patterns: [
      { id: 1, regex: '^[A-Za-z][A-Za-z0-9]*$', description: 'letter then letters or digits' },
      { id: 2, regex: '^[0-9]+$', description: 'digits' },
      { id: 4, regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'e-mail' },
      { id: 5, regex: '^[^\\p{Cc}]+$', description: 'printable' },
      { id: 7, regex: '^[A-Za-z0-9]+$', description: 'letters and digits' },
    ],
    password: { minLength: 8, maxLength: 128 },
    ageLimit: 21,
    birthday: { minYear: 1900, maxDate: '2026-12-31' },
  };
}

function statusWith(...on: WhitelabelFlag[]) {
  const whitelabel = allFlags(false);
  for (const flag of on) whitelabel[flag] = true;
  return makeStatus({ info: { whitelabel } });
}

function setUp(flags: WhitelabelFlag[], rules = settings(), extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/wps/system/status': () => envelope(statusWith(...flags)),
    '/wps/system/setting/register': () => envelope(rules),
    '/wps/system/country': () => envelope([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
    ...extra,
  });
}

const submit = () => screen.getByRole('button', { name: 'Register' });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fillValid() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'lucky777');
  await userEvent.type(field('Password'), 'Sun-and-Moon-77');
  await userEvent.type(field('Confirm password'), 'Sun-and-Moon-77');
}

describe('register screen', () => {
  it('shows tabs only when both ways are on, and starts on mobile only when mobile is the only way', async () => {
    setUp(['USERNAMEREG3', 'MOBILENUMREG3']);
    const both = renderApp('/m/register');
    const tabs = await screen.findByRole('tablist', { name: 'Registration method' });
    expect(within(tabs).getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    both.unmount();

    setUp(['MOBILENUMREG3']);
    const mobileOnly = renderApp('/m/register');
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    mobileOnly.unmount();

    setUp(['USERNAMEREG3']);
    renderApp('/m/register');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('copies the typed mobile number when switching tabs', async () => {
    setUp(['USERNAMEREG3', 'MOBILENUMREG3']);
    renderApp('/m/register');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number (optional)' }), '9171234567');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('9171234567');
  });

  it('shows password fields on the mobile form only with MOBILENUMPASSREG3', async () => {
    setUp(['MOBILENUMREG3']);
    const without = renderApp('/m/register');
    await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
    without.unmount();

    setUp(['MOBILENUMREG3', 'MOBILENUMPASSREG3']);
    renderApp('/m/register');
    await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm password')).toBeInTheDocument();
  });

  it('checks fields against the server rules with the pattern message and its min and max', async () => {
    setUp(['USERNAMEREG3'], settings({ username: rule(true, true, 3, 9, 1), nickname: rule(true, false, 2, 12, null) }));
    renderApp('/m/register');
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.type(username, '7up');
    await userEvent.tab();
    expect(await screen.findByText('Use 3 to 9 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Use 3 to 9 letters or digits, starting with a letter');

    await userEvent.clear(username);
    await userEvent.type(username, 'seven');
    await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));

    // an optional field left empty is not checked; filled, it follows its rule
    const nickname = screen.getByRole('textbox', { name: 'Nickname (optional)' });
    await userEvent.click(nickname);
    await userEvent.tab();
    expect(nickname).not.toHaveAttribute('aria-invalid');
    await userEvent.type(nickname, 'x');
    await userEvent.tab();
    expect(await screen.findByText('Use 2 to 12 characters')).toBeInTheDocument();
  });

  it('requires the confirmation and re-checks it when the password changes', async () => {
    setUp(['USERNAMEREG3']);
    renderApp('/m/register');
    await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.click(field('Confirm password'));
    await userEvent.tab();
    expect(await screen.findByText('Please enter the password again')).toBeInTheDocument();

    await userEvent.type(field('Password'), 'Sun-and-Moon-77');
    await userEvent.type(field('Confirm password'), 'Sun-and-Moon-7');
    await userEvent.tab();
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();

    // fixing the password (not the confirmation) clears the mismatch
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'Sun-and-Moon-7');
    await waitFor(() => expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument());
  });

  it('reads as disabled until valid and agreed; submitting unchecked shows the disclaimer error', async () => {
    setUp(['USERNAMEREG3']);
    renderApp('/m/register');
    expect(await screen.findByText('I am over 21 years old and accept the terms')).toBeInTheDocument();
    await fillValid();
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(submit());
    expect(await screen.findByText('Please confirm your age and accept the terms')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'I am over 21 years old and accept the terms' });
    expect(box).toHaveFocus();
    await userEvent.click(box);
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
  });

  it('focuses the first invalid field on submit', async () => {
    setUp(['USERNAMEREG3']);
    renderApp('/m/register');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'lucky777');
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(submit());
    await waitFor(() => expect(field('Password')).toHaveFocus());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('opens the terms in a modal that locks the page and can tick the box', async () => {
    setUp(['USERNAMEREG3']);
    renderApp('/m/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Read the terms' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(within(terms).getByRole('button', { name: 'I agree' }));
    expect(screen.getByRole('checkbox', { name: /accept the terms/ })).toBeChecked();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('checks an invitation code before registering and focuses it when it is unknown', async () => {
    const sealer = await makeSealer();
    let registered = 0;
    setUp(['USERNAMEREG3'], settings(), {
      '/wps/affiliates/check': () => envelope({ data: { success: false } }),
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/member/register': () => {
        registered += 1;
        return envelope(loginAnswer());
      },
    });
    renderApp('/m/register');
    await fillValid();
    await userEvent.type(screen.getByRole('textbox', { name: 'Invitation code (optional)' }), 'NOPE1');
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(submit());
    expect(await screen.findByText('Invalid invitation code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invitation code (optional)' })).toHaveFocus();
    expect(registered).toBe(0);
  });

  it('takes the invitation code from the link', async () => {
    setUp(['USERNAMEREG3'], settings(), {
      '/wps/affiliates/check': (request) =>
        envelope({ data: { success: new URL(request.url).searchParams.get('code') === 'LUCKYDEMO' } }),
    });
    renderApp('/m/register?code=LUCKYDEMO');
    expect(await screen.findByRole('textbox', { name: 'Invitation code (optional)' })).toHaveValue('LUCKYDEMO');
  });

  it('sends the sealed registration, shows a taken username on its field, and signs in on success', async () => {
    const sealer = await makeSealer();
    const payloads: Record<string, unknown>[] = [];
    setUp(['USERNAMEREG3'], settings(), {
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/member/register': async (request) => {
        payloads.push(await sealer.open(request));
        return payloads.length === 1
          ? failure(409, 'register.username.exists', 'Sorry, the username already exists.')
          : envelope(loginAnswer({ userName: 'lucky778', firstTimeLogin: true }));
      },
    });
    const { router } = renderApp('/m/register');
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await userEvent.click(submit());
    const username = screen.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('Sorry, the username already exists.'));
    expect(username).toHaveFocus();
    expect(payloads[0]).toMatchObject({
      type: 0,
      registerMethod: 'H5',
      registerUrl: window.location.host,
      domain: window.location.hostname,
      username: 'lucky777',
      password: 'Sun-and-Moon-77',
      confirmPassword: 'Sun-and-Moon-77',
    });
    expect(payloads[0]).not.toHaveProperty('email');

    await userEvent.clear(username);
    await userEvent.type(username, 'lucky778');
    await userEvent.click(submit());
    // the success toast lasts 1.5 s: look for it first, then for the landing page
    expect(await screen.findByText('Registered successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});
