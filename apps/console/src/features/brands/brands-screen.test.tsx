import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const owner = operator({ username: 'alice', displayName: 'Alice Owner', role: 'owner', permissions: ['dashboard.read', 'brands.read', 'brands.manage'] });

const lucky = merchant('LUCKY', {
  name: 'Lucky Star',
  realityCheckMinutes: 60,
  languages: ['TY', 'EN'],
  defaultLanguage: 'TY',
  whitelabel: { REWCEN3: true, APPDLNAV3: false },
  secondApprovalAmount: '10000.00',
});

const gcash: EndpointResultInput<typeof endpoints.brandChannels>['list'][number] = {
  id: 3,
  code: 'gcash',
  direction: 'deposit',
  name: 'GCash',
  provider: 'sandbox',
  min: '100.00',
  max: '50000.00',
  feeBp: 0,
  feeFixed: '0.00',
  feePayer: 'merchant',
  dailyCountLimit: 0,
  enabled: true,
  sort: 1,
};

describe('brands', () => {
  it('sends only the white-label switches that changed', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/merchants') return merchants(lucky);
      if (path === '/ops/merchants/LUCKY') return fixture(endpoints.updateBrand, lucky);
      return undefined;
    });
    render(<App router={createTestRouter('/brands')} />);
    await user.click(await screen.findByRole('button', { name: 'Edit LUCKY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit LUCKY' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'APPDLNAV3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c.url) === '/ops/merchants/LUCKY' && c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => pathOf(c.url) === '/ops/merchants/LUCKY' && c.method === 'PATCH')!;
    const body = patch.body as Record<string, unknown>;
    expect(body.whitelabel).toEqual({ APPDLNAV3: true });
    expect(body).not.toHaveProperty('languages');
  });

  it("changes a channel's range and refuses a minimum above the maximum", async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/merchants') return merchants(lucky);
      if (path === '/ops/merchants/LUCKY/channels') return fixture(endpoints.brandChannels, { list: [gcash] });
      return undefined;
    });
    render(<App router={createTestRouter('/brands')} />);
    await user.click(await screen.findByRole('button', { name: 'Channels and limits of LUCKY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Channels and limits of LUCKY' });
    const min = await within(dialog).findByRole('textbox', { name: 'Minimum of GCash' });
    await user.clear(min);
    await user.type(min, '90000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the minimum not above the maximum');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(min);
    await user.type(min, '200');
    await user.click(within(dialog).getByRole('checkbox', { name: 'GCash on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(pathOf(patch.url)).toBe('/ops/merchants/LUCKY/channels');
    expect(patch.body).toEqual({ changes: [{ id: 3, enabled: false, min: '200' }] });
  });
});
