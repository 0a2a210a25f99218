import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allFlags } from '@lobby/contract';
import { loginAnswer, makeSealer } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

const sdk = vi.hoisted(() => ({ sendPhoneCode: vi.fn(), confirm: vi.fn() }));
vi.mock('@/shared/api/verification/firebase-sdk', () => ({ sendPhoneCode: sdk.sendPhoneCode }));

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('set the password by phone through Firebase', () => {
  it("sends Firebase's ID token with the code; the same password again reuses the confirmed code", async () => {
    const sealer = await makeSealer();
    const whitelabel = allFlags(false);
    whitelabel.CHNGPASSVERIF3 = true;
    const firebase = { projectId: 'demo-lobby', apiKey: 'emulator-api-key', authDomain: 'demo-lobby.firebaseapp.com' };
    sdk.sendPhoneCode.mockResolvedValue({ confirm: sdk.confirm });
    sdk.confirm.mockResolvedValue('firebase-id-token');
    const answers = [failure(400, 'modify.new.old.same', 'same'), envelope(loginAnswer())];
    const payloads: Record<string, unknown>[] = [];
    const smsCalls: unknown[] = [];
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus({ info: { whitelabel, firebase } })),
      '/wps/system/country': () => envelope([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
      '/wps/verification/sms/noLogin': () => {
        smsCalls.push(1);
        return envelope({ expirationTime: Date.now() + 60_000 });
      },
      '/wps/session/encryption-key': sealer.keyHandler,
      '/wps/member/password/phone': async (request) => {
        payloads.push(await sealer.open(request));
        return answers.shift()!;
      },
    });
    const { router } = renderApp('/m/forget');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(sdk.sendPhoneCode).toHaveBeenCalledWith(
      firebase,
      '+639171234567',
      expect.any(HTMLElement),
      expect.any(String),
    );
    expect(smsCalls).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await userEvent.type(input('New password'), 'Fresh-Start-2026');
    const submit = screen.getByRole('button', { name: 'Set password and log in' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(input('New password')).toHaveValue(''));
    expect(payloads[0]).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'Fresh-Start-2026',
      firebaseIdToken: 'firebase-id-token',
    });

    await userEvent.type(input('New password'), 'Other-Start-2026');
    await userEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(payloads[1]).toMatchObject({ firebaseIdToken: 'firebase-id-token', newPassword: 'Other-Start-2026' });
    // one confirmation with Firebase for the one code
    expect(sdk.confirm).toHaveBeenCalledTimes(1);
    expect(sdk.confirm).toHaveBeenCalledWith('123456');
  });
});
