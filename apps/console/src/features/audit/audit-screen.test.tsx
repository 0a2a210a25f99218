import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const viewer = operator({ username: 'vera', displayName: 'Vera Viewer', role: 'read_only', permissions: ['dashboard.read', 'audit.read'] });

// Rows as GET /ops/audit answers them (each page is checked against the route's schema when served).
const ROWS: EndpointResultInput<typeof endpoints.audit>['list'] = [
  {
    id: 12,
    at: Date.UTC(2026, 10, 27, 9, 30),
    actor: 'owner',
    actorRole: 'owner',
    merchant: 'LUCKY',
    action: 'PATCH /ops/merchants/:code',
    target: { code: 'LUCKY' },
    before: { code: 'LUCKY', maintenance: false, realityCheckMinutes: 30, whitelabel: { REWCEN3: true } },
    after: { code: 'LUCKY', maintenance: true, realityCheckMinutes: 45, whitelabel: { REWCEN3: true } },
    ip: '10.0.0.5',
    status: 'ok',
    outcome: 'success',
    httpStatus: 200,
  },
  {
    id: 11,
    at: Date.UTC(2026, 10, 27, 9, 20),
    actor: 'finance',
    actorRole: 'finance',
    merchant: null,
    action: 'POST /ops/auth/login',
    target: null,
    before: null,
    after: null,
    ip: '10.0.0.9',
    status: 'bad_password',
    outcome: 'failed',
    httpStatus: 401,
  },
  {
    id: 10,
    at: Date.UTC(2026, 10, 27, 9, 10),
    actor: 'viewer',
    actorRole: 'read_only',
    merchant: 'LUCKY',
    action: 'POST /ops/members/:account/notes',
    target: { account: 'demo', code: 'LUCKY' },
    before: null,
    after: { text: 'Called about a deposit' },
    ip: '10.0.0.7',
    status: 'ops.forbidden',
    outcome: 'refused',
    httpStatus: 403,
  },
];

const ACTIONS: EndpointResultInput<typeof endpoints.auditActions>['list'] = [
  { action: 'POST /ops/auth/login', label: 'Operator sign-in', permission: null },
  { action: 'PATCH /ops/merchants/:code', label: "Change a brand's switches", permission: 'brands.manage' },
  { action: 'POST /ops/members/:account/notes', label: "Add a note to a player's file", permission: 'players.manage' },
];

describe('audit log', () => {
  it('shows targets, outcomes and changes readably, and filters by the listed actions and outcome', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(viewer);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/audit/actions') return fixture(endpoints.auditActions, { list: ACTIONS });
      if (path === '/ops/audit') {
        const q = new URL(c.url, 'http://x').searchParams;
        const list = ROWS.filter((r) => (!q.get('action') || r.action === q.get('action')) && (!q.get('outcome') || r.outcome === q.get('outcome')));
        return fixture(endpoints.audit, { list, next: null });
      }
      return undefined;
    });
    render(<App router={createTestRouter('/audit')} />);

    const table = await screen.findByRole('table', { name: 'Audit log' });
    await within(table).findByText("Change a brand's switches");
    expect(table).not.toHaveTextContent('[object Object]');
    const rows = within(table).getAllByRole('row');
    // the brand change: its target, outcome and the fields that changed, before -> after
    const change = rows[1]!;
    expect(within(change).getByText('Merchant')).toBeInTheDocument();
    expect(within(change).getByText('LUCKY')).toBeInTheDocument();
    expect(change).toHaveTextContent('Succeeded · 200');
    expect(change).toHaveTextContent('2 fields changed');
    expect(change).toHaveTextContent('maintenance false → true');
    expect(change).toHaveTextContent('realityCheckMinutes 30 → 45');
    expect(change).not.toHaveTextContent('whitelabel.REWCEN3');
    // the failed sign-in says so, and why
    expect(rows[2]).toHaveTextContent('Operator sign-in');
    expect(rows[2]).toHaveTextContent('Failed · 401');
    expect(rows[2]).toHaveTextContent('Wrong password');
    // the refused change shows what was asked
    expect(rows[3]).toHaveTextContent('Refused · 403');
    expect(rows[3]).toHaveTextContent('Not allowed for this role or merchant');
    expect(rows[3]).toHaveTextContent('Asked for');
    expect(rows[3]).toHaveTextContent('Player demo');

    // the action list has the labels, grouped; choosing one asks for that action exactly
    const action = screen.getByLabelText('Action');
    expect(within(action).getByRole('option', { name: 'Operator sign-in' })).toBeInTheDocument();
    await user.selectOptions(action, 'POST /ops/auth/login');
    await user.selectOptions(screen.getByLabelText('Outcome'), 'failed');
    await user.type(screen.getByLabelText('Operator'), 'finance');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row')).toHaveLength(2));
    const last = new URL(calls.filter((c) => pathOf(c.url) === '/ops/audit').at(-1)!.url, 'http://x').searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ action: 'POST /ops/auth/login', outcome: 'failed', actor: 'finance' });
  });
});
