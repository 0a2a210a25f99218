import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const content = operator({ username: 'dana', displayName: 'Dana Content', role: 'content', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage'] });
const lucky = merchant('LUCKY', { name: 'Lucky', languages: ['TY', 'EN'], defaultLanguage: 'TY' });

type Segment = EndpointResultInput<typeof endpoints.createSegment>;
const segment = (over: Partial<Segment> = {}): Segment => ({
  id: 7,
  merchantCode: 'LUCKY',
  name: 'Lapsed VIPs',
  description: '',
  rules: { vip: { min: 3 }, lastDeposit: { kind: 'notWithin', days: 30 } },
  count: 42,
  createdBy: 'dana',
  createdAt: 1_764_460_800_000,
  updatedBy: 'dana',
  updatedAt: 1_764_460_800_000,
  ...over,
});

describe('segments', () => {
  it('lists segments with their counts and rules in words', async () => {
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(lucky);
      if (path === '/ops/segments') return fixture(endpoints.segments, { list: [segment()] });
      return undefined;
    });
    render(<App router={createTestRouter('/promotions/segments')} />);
    const grid = await screen.findByRole('table', { name: 'Segments' });
    const row = (await within(grid).findByRole('link', { name: 'Lapsed VIPs' })).closest('tr')!;
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('VIP 3–∞ · no deposit for 30 d')).toBeInTheDocument();
  });

  it('counts the rules live as they change, and saves them', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(lucky);
      if (path === '/ops/segments/preview') {
        const rules = (c.body as { rules: Record<string, unknown> }).rules;
        return fixture(endpoints.segmentPreview, { count: rules.vip ? 12 : 250 });
      }
      if (path === '/ops/segments' && c.method === 'POST') return fixture(endpoints.createSegment, segment({ ...(c.body as object), count: 12 }));
      if (path === '/ops/segments') return fixture(endpoints.segments, { list: [] });
      return undefined;
    });
    render(<App router={createTestRouter('/promotions/segments/new')} />);
    const count = await screen.findByTestId('segment-count');
    await waitFor(() => expect(count).toHaveTextContent('250'));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'High VIPs');
    await user.click(screen.getByRole('checkbox', { name: 'VIP level' }));
    // an empty range is not a rule yet: nothing is counted for it
    expect(await screen.findByText('Complete the rule “VIP level” to count.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'From level' }), '3');
    await waitFor(() => expect(screen.getByTestId('segment-count')).toHaveTextContent('12'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && pathOf(c.url) === '/ops/segments')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && pathOf(c.url) === '/ops/segments')!.body).toEqual({ name: 'High VIPs', description: '', rules: { vip: { min: 3 } } });
    expect(await screen.findByText('Segment saved.')).toBeInTheDocument();
  });
});

