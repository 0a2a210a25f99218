import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '@lobby/contract';
import { startSession } from '@/shared/lib/session';
import { loginAnswer } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';

function message(id: number, title: string, read = false): InboxMessage {
  return { id, title, content: `${title} — full text.`, createdAt: Date.UTC(2026, 10, 20, 8, 30) + id, read };
}

function serveInbox(list: InboxMessage[], { failList = false } = {}) {
  const state = { list: [...list], reads: [] as number[][] };
  const unread = () => state.list.filter((m) => !m.read).length;
  mockFetch({
    '/wps/system/status': () => envelope(makeStatus()),
    '/wps/inbox': () =>
      failList
        ? failure(500, 'common.unknown', 'Unknown error')
        : envelope({ list: state.list, pageNo: 1, pageSize: 20, totalCount: state.list.length, totalPages: 1 }),
    '/wps/inbox/unread-count': () => envelope({ unReadCount: unread() }),
    '/wps/chat/unread-count': () => envelope({ unReadCount: 0 }),
    '/wps/inbox/read': async (request) => {
      const { ids } = (await request.json()) as { ids: number[] };
      state.reads.push(ids);
      state.list = state.list.map((m) => (ids.includes(m.id) ? { ...m, read: true } : m));
      return envelope({ updated: ids.length, unReadCount: unread() });
    },
  });
  return state;
}

describe('/m/message inbox', () => {
  it('lists messages; opening one shows it, marks it read and lowers the unread count', async () => {
    startSession(loginAnswer({ type: 0 }));
    const state = serveInbox([message(3, 'Keep your account safe'), message(2, 'Bonus'), message(1, 'Welcome', true)]);
    renderApp('/m/message');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(within(list).getAllByText('New')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('button', { name: /Keep your account safe/ }));
    expect(await screen.findByText('Keep your account safe — full text.')).toBeVisible();
    await waitFor(() => expect(state.reads).toEqual([[3]]));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(within(list).getAllByText('New')).toHaveLength(1);

    // an already read message is not reported again
    await userEvent.click(within(list).getByRole('button', { name: /Welcome/ }));
    expect(await screen.findByText('Welcome — full text.')).toBeVisible();
    expect(state.reads).toEqual([[3]]);
  });

  it('marks every unread message read at once', async () => {
    startSession(loginAnswer({ type: 0 }));
    const state = serveInbox([message(2, 'Bonus'), message(1, 'Welcome')]);
    renderApp('/m/message');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(state.reads).toEqual([[2, 1]]);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('shows the empty state, and a retry after a failure', async () => {
    startSession(loginAnswer({ type: 0 }));
    serveInbox([]);
    const first = renderApp('/m/message');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    first.unmount();

    serveInbox([message(1, 'Welcome')], { failList: true });
    renderApp('/m/message');
    expect(await screen.findByRole('button', { name: 'Loading failed, tap to retry' })).toBeInTheDocument();
  });
});
