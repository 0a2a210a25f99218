import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fail, fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const owner = operator({ username: 'olive', displayName: 'Olive Owner', role: 'owner', permissions: ['dashboard.read', 'brands.read', 'brands.manage'] });

const WEBHOOK = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
const MAIL = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

// Jobs as GET /ops/jobs answers them (each answer is checked against the route's schema when served).
type Jobs = EndpointResultInput<typeof endpoints.jobs>;
const failedWebhook: Jobs['list'][number] = {
  id: WEBHOOK,
  queue: 'payments.sandbox-webhook',
  state: 'failed',
  attempts: 3,
  retryLimit: 2,
  key: 'evt_7d1f',
  error: 'the platform did not accept the webhook',
  createdAt: Date.UTC(2026, 10, 30, 8, 0),
  startAfter: Date.UTC(2026, 10, 30, 8, 0, 1),
  startedAt: Date.UTC(2026, 10, 30, 8, 0, 17),
  completedAt: Date.UTC(2026, 10, 30, 8, 0, 17),
};
const queuedMail: Jobs['list'][number] = {
  id: MAIL,
  queue: 'delivery.mail',
  state: 'queued',
  attempts: 1,
  retryLimit: 5,
  key: null,
  error: 'SMTP relay timed out',
  createdAt: Date.UTC(2026, 10, 30, 8, 5),
  startAfter: Date.UTC(2026, 10, 30, 8, 5, 10),
  startedAt: Date.UTC(2026, 10, 30, 8, 5),
  completedAt: null,
};
const DEPTH: Jobs['depth'] = [
  { queue: 'agents.settle', state: 'completed', count: 42 },
  { queue: 'payments.sandbox-webhook', state: 'failed', count: 1 },
  { queue: 'delivery.mail', state: 'queued', count: 1 },
];

describe('jobs', () => {
  it('lists failed jobs with their error and attempts, the queues’ depth, and retries a failed job', async () => {
    const user = userEvent.setup();
    let retried = false;
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(owner);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/jobs') {
        const state = new URL(c.url, 'http://x').searchParams.get('state');
        const all = [retried ? { ...failedWebhook, state: 'queued' as const, retryLimit: 3, completedAt: null } : failedWebhook, queuedMail];
        return fixture(endpoints.jobs, { list: all.filter((j) => !state || j.state === state), next: null, depth: DEPTH });
      }
      if (path === `/ops/jobs/${WEBHOOK}/retry` && c.method === 'POST') {
        retried = true;
        return fixture(endpoints.jobRetry, { ...failedWebhook, state: 'queued', retryLimit: 3, completedAt: null });
      }
      if (path === `/ops/jobs/${MAIL}/retry`) return fail(409, 'ops.job.not.failed');
      return undefined;
    });
    render(<App router={createTestRouter('/jobs')} />);

    // failed jobs first, with their error and attempts
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const row = (await within(table).findByText('payments.sandbox-webhook')).closest('tr')!;
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('3 of 3');
    expect(row).toHaveTextContent('the platform did not accept the webhook');
    expect(table).not.toHaveTextContent('delivery.mail');
    expect(new URL(calls.find((c) => pathOf(c.url) === '/ops/jobs')!.url, 'http://x').searchParams.get('state')).toBe('failed');

    // the depth per queue and state
    const depth = screen.getByRole('table', { name: 'Jobs kept per queue' });
    const settle = within(depth).getByRole('rowheader', { name: 'agents.settle' }).closest('tr')!;
    expect(settle).toHaveTextContent('42');

    // Retry sends the job back and the list shows it queued
    await user.click(within(row).getByRole('button', { name: 'Retry this payments.sandbox-webhook job' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && pathOf(c.url) === `/ops/jobs/${WEBHOOK}/retry`)).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.headers.get('x-console')).toBe('1');
    expect(await screen.findByText('The job is queued to run again.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Jobs' })).queryByText('payments.sandbox-webhook')).toBeNull());

    // all states: the queued mail job shows when it is due, and no Retry
    await user.selectOptions(screen.getByLabelText('State'), '');
    const mail = (await within(screen.getByRole('table', { name: 'Jobs' })).findByText('delivery.mail')).closest('tr')!;
    expect(mail).toHaveTextContent('Queued');
    expect(mail).toHaveTextContent('due');
    expect(within(mail).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('is in the navigation only for operators holding brands.manage', async () => {
    const viewer = operator({ username: 'vera', displayName: 'Vera Viewer', role: 'read_only', permissions: ['dashboard.read', 'brands.read'] });
    mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      return undefined;
    });
    render(<App router={createTestRouter('/')} />);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByText('Brands');
    expect(within(nav).queryByText('Jobs')).toBeNull();
  });
});
