import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { groups, makeAnnouncement } from './content-fixtures';

const notices = () =>
  envelope(groups({ player: [makeAnnouncement({ id: 7, title: 'Scheduled maintenance' }), makeAnnouncement({ id: 8, title: 'New deposit channels' })] }));

describe('the popular strip on the notice list', () => {
  it('ranks the most-read announcements with their readers; a tap opens one', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/announcements': notices,
      '/wps/announcements/popular': () =>
        envelope({
          windowDays: 30,
          list: [
            { id: 8, title: 'New deposit channels', startDate: '2026-11-02', readers: 12 },
            { id: 7, title: 'Scheduled maintenance', startDate: '2026-11-01', readers: 3 },
          ],
        }),
    });
    const { router } = renderApp('/m/notice');
    const strip = await screen.findByRole('region', { name: 'Popular' });
    const cards = await screen.findAllByRole('link', { name: /Readers:/ });
    expect(cards.map((c) => c.textContent)).toEqual(['1New deposit channelsReaders: 12', '2Scheduled maintenanceReaders: 3']);
    expect(strip).toBeInTheDocument();
    await userEvent.click(cards[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/noticeDetail'));
    expect(router.state.location.search).toBe('?id=8');
  });

  it('is not there when nothing is popular yet, or when the call failed; the list stays', async () => {
    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/announcements': notices,
      '/wps/announcements/popular': () => envelope({ windowDays: 30, list: [] }),
    });
    const first = renderApp('/m/notice');
    expect(await screen.findByRole('button', { name: /Scheduled maintenance/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Popular' })).not.toBeInTheDocument());
    first.unmount();

    mockFetch({
      '/wps/system/status': () => envelope(makeStatus()),
      '/wps/announcements': notices,
      '/wps/announcements/popular': () => failure(500, 'common.unknown', 'Unknown error'),
    });
    renderApp('/m/notice');
    expect(await screen.findByRole('button', { name: /Scheduled maintenance/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Popular' })).not.toBeInTheDocument());
  });
});
