import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFlags, type WhitelabelFlag } from '@lobby/contract';
import { changeLanguage } from '@/shared/lib/i18n';
import { useSessionStore } from '@/shared/lib/session';
import { allBrowserStorage, loginAnswer, makeSealer } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

function statusWith(...on: WhitelabelFlag[]) {
  const whitelabel = allFlags(false);
  for (const flag of on) whitelabel[flag] = true;
  return makeStatus({ info: { whitelabel } });
}

const captchaSvg = (digits: string) => btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${digits}</text></svg>`);

async function fillUsernameLogin(username: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('login screen', () => {
  it('shows the captcha only after a failure that asks for it, refreshes it on tap and sends it next time', async () => {
    const sealer = await makeSealer();
    const payloads: Record<string, unknown>[] = [];
    let captchas = 0;
    let attempt = 0;
    const fetchMock = mockFetch({
      '/wps/system/status': () => envelope(statusWith('CHNGPASSMAIL3')),
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/captcha': () => {
        captchas += 1;
        return envelope({ cap: captchaSvg(`1234${captchas}`), captchaId: `cap-${captchas}`, expiresAt: Date.now() + 60_000 });
      },
      '/wps/session/login': async (request) => {
        payloads.push(await sealer.open(request));
        attempt += 1;
        if (attempt === 1) return failure(400, 'login.user.invalid', 'no such user', { captcha: false });
        if (attempt === 2) return failure(400, 'login.password.incorrect', 'wrong', { captcha: true });
        return envelope(loginAnswer());
      },
    });
    const { router } = renderApp('/m/login');
    await fillUsernameLogin('demo', 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // a failure without the flag: still no captcha
    await waitFor(() => expect(payloads).toHaveLength(1));
    expect(screen.queryByRole('textbox', { name: 'Captcha' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/wps/captcha'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const captchaInput = await screen.findByRole('textbox', { name: 'Captcha' });
    const image = await screen.findByRole('button', { name: 'Captcha image, tap for a new one' });
    await waitFor(() => expect(within(image).getByRole('presentation')).toHaveAttribute('src', `data:image/svg+xml;base64,${captchaSvg('12341')}`));
    expect(payloads[1]).not.toHaveProperty('captcha');

    await userEvent.click(image);
    await waitFor(() => expect(captchas).toBe(2));
    await waitFor(() => expect(within(image).getByRole('presentation')).toHaveAttribute('src', `data:image/svg+xml;base64,${captchaSvg('12342')}`));

    // the captcha is now required
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a captcha')).toBeInTheDocument();
    expect(payloads).toHaveLength(2);

    // digits only, at most 6: letters, spaces and a seventh digit never reach the field
    await userEvent.type(captchaInput, '5a4b3-2 1x99');
    expect(captchaInput).toHaveValue('543219');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(payloads[2]).toMatchObject({ type: 'username', username: 'demo', captcha: '543219', captchaId: 'cap-2' });
  });

  it('offers the SMS tab only with MOBILEVERCODELOGIN3', async () => {
    mockFetch({ '/wps/system/status': () => envelope(statusWith()) });
    const first = renderApp('/m/login');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    first.unmount();

    mockFetch({
      '/wps/system/status': () => envelope(statusWith('MOBILEVERCODELOGIN3')),
      '/wps/system/country': () => envelope([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
    });
    renderApp('/m/login');
    const tabs = await screen.findByRole('tablist', { name: 'Login method' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'SMS code' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  });

  it.each([
    [['CHNGPASSMAIL3'], true],
    [['CHNGPASSVERIF3'], true],
    [[], false],
  ] as const)('with %j the forgot-password link shows: %s', async (flags, shown) => {
    mockFetch({ '/wps/system/status': () => envelope(statusWith(...flags)) });
    renderApp('/m/login');
    await screen.findByRole('textbox', { name: 'Username' });
    const link = screen.queryByRole('link', { name: 'Forgot password?' });
    if (shown) expect(link).toHaveAttribute('href', '/m/forget');
    else expect(link).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create account/ })).toHaveAttribute('href', '/m/register');
  });

  it('counts down from the code expiry after the slider, then offers a new code', async () => {
    const smsBodies: unknown[] = [];
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('MOBILEVERCODELOGIN3')),
      '/wps/system/country': () =>
        envelope([
          { code: 'PH', name: 'Philippines', dialingCode: '63' },
          { code: 'VN', name: 'Vietnam', dialingCode: '84' },
        ]),
      '/wps/captcha/slider': () =>
        envelope({
          challengeId: 'slide-1',
          width: 300,
          height: 150,
          pieceSize: 40,
          pieceY: 50,
          background: 'data:image/svg+xml;base64,PHN2Zy8+',
          piece: 'data:image/svg+xml;base64,PHN2Zy8+',
          expiresAt: Date.now() + 120_000,
        }),
      '/wps/verification/sms/noLogin': async (request) => {
        smsBodies.push(await request.json());
        // the code lives 5 minutes; the button counts down to when another may be sent
        return envelope({ expirationTime: Date.now() + 300_000, resendAt: Date.now() + 2_200 });
      },
    });
    renderApp('/m/login');
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    const getCode = screen.getByRole('button', { name: 'Get code' });

    // a number first
    await userEvent.click(getCode);
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(getCode);
    const slider = await screen.findByRole('dialog', { name: 'Security check' });
    const handle = await within(slider).findByRole('slider', { name: 'Puzzle slider' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-disabled', 'false'));
    handle.focus();
    for (let i = 0; i < 20; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(smsBodies).toHaveLength(1));
    expect(smsBodies[0]).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      slider: { challengeId: 'slide-1', x: 80 },
    });
    expect((smsBodies[0] as { slider: { trail: unknown[] } }).slider.trail.length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    const counting = await screen.findByRole('button', { name: '3 s' });
    expect(counting).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: '2 s' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled(), { timeout: 4000 });
  });

  it('keeps neither token nor password in browser storage, remembers only the name, and returns where it was going', async () => {
    const sealer = await makeSealer();
    mockFetch({
      '/wps/system/status': () => envelope(statusWith()),
      '/wps/session/encryption-key': sealer.keyHandler,
      // even a server answering a token (no cookie transport) must not get it stored
      '/wps/session/login': () => envelope(loginAnswer({ token: 'tok-SECRET-0123456789abcdef' })),
    });
    const { router } = renderApp(`/m/login?redirect=${encodeURIComponent('/m/help?from=guard')}`);
    await fillUsernameLogin('demo', 'Lucky#2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/help'));
    expect(router.state.location.search).toBe('?from=guard');

    expect(useSessionStore.getState().info).toMatchObject({ userName: 'demo', type: 0, merchantCode: 'LUCKY' });
    const stored = allBrowserStorage();
    expect(stored).not.toContain('tok-SECRET');
    expect(stored).not.toContain('Lucky#2026');
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!)).not.toHaveProperty('token');
    expect(JSON.parse(localStorage.getItem('MC_LOGIN_RECORD')!)).toEqual({ username: { type: 'username', username: 'demo' } });
  });

  it('ignores a return path that leaves the app', async () => {
    const sealer = await makeSealer();
    mockFetch({
      '/wps/system/status': () => envelope(statusWith()),
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/session/login': () => envelope(loginAnswer()),
    });
    const { router } = renderApp(`/m/login?redirect=${encodeURIComponent('//evil.example/m/')}`);
    await fillUsernameLogin('demo', 'Lucky#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });

  it('re-validates shown errors 200 ms after a language change', async () => {
    mockFetch({ '/wps/system/status': () => envelope(statusWith()) });
    renderApp('/m/login');
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.click(username);
    await userEvent.tab();
    expect(await screen.findByText('Please enter the username')).toBeInTheDocument();
    await act(() => changeLanguage('TY'));
    expect(await screen.findByText('Pakilagay ang username')).toBeInTheDocument();
  });

  it('says why a social login failed, then drops the code from the address', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(statusWith('GOOGLELOGIN3')),
      '/wps/session/oauth/providers': () => envelope([{ provider: 'google', available: true }]),
    });
    const { router } = renderApp('/m/login?socialError=login.social.failed');
    expect(await screen.findByText('Social login failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const google = await screen.findByRole('link', { name: 'Google' });
    expect(google).toHaveAttribute('href', '/wps/session/oauth/google/start?returnTo=%2Fm%2Fhome&merchant=LUCKY');
  });

  it('names the device OTHERS when launched from the home screen', async () => {
    localStorage.setItem('WEBCLIP', '1');
    const sealer = await makeSealer();
    let device: string | null = 'unset';
    mockFetch({
      '/wps/system/status': () => envelope(statusWith()),
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/session/login': (request) => {
        device = request.headers.get('Device');
        return envelope(loginAnswer());
      },
    });
    const { router } = renderApp('/m/login');
    await fillUsernameLogin('demo', 'Lucky#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(device).toBe('OTHERS');
  });
});
