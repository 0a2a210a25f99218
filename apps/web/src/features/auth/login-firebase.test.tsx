import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allFlags } from '@lobby/contract';
import { loginAnswer, makeSealer } from '@/test/accounts';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

// The Firebase JS SDK stands behind one module; here it is a stand-in that records what the screen asks.
const sdk = vi.hoisted(() => ({
  sendPhoneCode: vi.fn(),
  confirm: vi.fn(),
}));
vi.mock('@/shared/api/verification/firebase-sdk', () => ({ sendPhoneCode: sdk.sendPhoneCode }));

const firebase = { projectId: 'demo-lobby', apiKey: 'emulator-api-key', authDomain: 'demo-lobby.firebaseapp.com' };

function firebaseStatus() {
  const whitelabel = allFlags(false);
  whitelabel.MOBILEVERCODELOGIN3 = true;
  return makeStatus({ info: { whitelabel, firebase } });
}

const countries = () =>
  envelope([
    { code: 'PH', name: 'Philippines', dialingCode: '63' },
    { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  ]);

beforeEach(() => {
  sdk.sendPhoneCode.mockReset();
  sdk.confirm.mockReset();
});

describe('login by SMS through Firebase', () => {
  it('sends the code through Firebase (no slider), then logs in with its ID token', async () => {
    const sealer = await makeSealer();
    const payloads: Record<string, unknown>[] = [];
    const smsCalls: string[] = [];
    sdk.sendPhoneCode.mockResolvedValue({ confirm: sdk.confirm });
    sdk.confirm.mockImplementation(async (code: string) => {
      if (code !== '654321') throw Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' });
      return 'id-token-from-firebase';
    });
    mockFetch({
      '/wps/system/status': () => envelope(firebaseStatus()),
      '/wps/system/country': countries,
      '/wps/captcha/slider': () => {
        smsCalls.push('slider');
        return envelope({});
      },
      '/wps/verification/sms/noLogin': () => {
        smsCalls.push('sms');
        return envelope({ expirationTime: Date.now() + 60_000 });
      },
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/session/login': async (request) => {
        payloads.push(await sealer.open(request));
        return envelope(loginAnswer());
      },
    });
    const { router } = renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));

    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(sdk.sendPhoneCode).toHaveBeenCalledTimes(1);
    const [config, e164, host, language] = sdk.sendPhoneCode.mock.calls[0]!;
    expect(config).toEqual(firebase);
    expect(e164).toBe('+639171234567');
    expect(host).toBeInstanceOf(HTMLElement);
    expect(language).toBe('en');
    expect(smsCalls).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    // the usual 60 s countdown, as for the platform's own codes
    const counting = await screen.findByRole('button', { name: /^(60|59) s$/ });
    expect(counting).toBeDisabled();

    // a wrong code: Firebase refuses it, the player reads why, the server is not asked
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(payloads).toEqual([]);

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-from-firebase',
      firebaseMobileNo: '9171234567',
      countryDialingCode: '63',
    });
    // the code itself never reaches the server on this path
    expect(payloads[0]).not.toHaveProperty('password');
  });

  it('a send Firebase refuses hides the sending notice and says nothing', async () => {
    sdk.sendPhoneCode.mockRejectedValue(Object.assign(new Error('quota'), { code: 'auth/quota-exceeded' }));
    mockFetch({ '/wps/system/status': () => envelope(firebaseStatus()), '/wps/system/country': countries });
    renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(sdk.sendPhoneCode).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Sending the verification code…')).not.toBeInTheDocument());
    expect(screen.queryByText('Verification code sent')).not.toBeInTheDocument();
    expect(document.querySelector('.toast--error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('asks for a code first when none was sent', async () => {
    mockFetch({ '/wps/system/status': () => envelope(firebaseStatus()), '/wps/system/country': countries });
    renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Tap “Get code” first to receive a verification code.')).toBeInTheDocument();
    expect(sdk.sendPhoneCode).not.toHaveBeenCalled();
  });
});
