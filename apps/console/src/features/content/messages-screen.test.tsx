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

describe('messages', () => {
  it('confirms the recipients per channel before sending, then sends', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(lucky);
      if (path === '/ops/segments') return fixture(endpoints.segments, { list: [segment()] });
      if (path === '/ops/messages/preview') return fixture(endpoints.messagePreview, { audience: 42, excluded: 2, optedOut: 1, channels: { inbox: 39, email: 11 } });
      if (path === '/ops/messages' && c.method === 'POST') {
        const body = c.body as { segmentId: number; channels: Array<'inbox' | 'email'>; texts: Record<string, { title: string; body: string }> };
        return fixture(endpoints.sendMessage, {
          id: 1, merchantCode: 'LUCKY', segmentId: body.segmentId, audience: 'Lapsed VIPs', channels: body.channels, texts: body.texts, url: null, status: 'scheduled',
          sendAt: Date.now(), createdBy: 'dana', createdAt: Date.now(), startedAt: null, finishedAt: null, cancelledBy: null, cancelledAt: null, counts: {},
        });
      }
      if (path === '/ops/messages') return fixture(endpoints.messages, { list: [] });
      return undefined;
    });
    render(<App router={createTestRouter('/content/messages')} />);
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'To' }), '7');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    // English first: without it there is nothing to review
    expect(within(dialog).getByRole('button', { name: 'Review recipients' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'We miss you');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'A reload bonus is waiting.');
    await user.click(within(dialog).getByRole('button', { name: 'Review recipients' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the message' });
    expect(within(confirm).getByText('“Lapsed VIPs” holds 42 players now. This message reaches:')).toBeInTheDocument();
    expect(within(confirm).getByTestId('recipients-inbox')).toHaveTextContent('39');
    expect(within(confirm).getByTestId('recipients-email')).toHaveTextContent('11');
    expect(within(confirm).getByText(/2 on a break or self-excluded, 1 opted out/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && pathOf(c.url) === '/ops/messages')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && pathOf(c.url) === '/ops/messages')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && pathOf(c.url) === '/ops/messages')!.body).toEqual({
      segmentId: 7,
      channels: ['inbox', 'email'],
      texts: { EN: { title: 'We miss you', body: 'A reload bonus is waiting.' } },
    });
    expect(await screen.findByText('Sending: the counts fill in as it goes.')).toBeInTheDocument();
  });
});
