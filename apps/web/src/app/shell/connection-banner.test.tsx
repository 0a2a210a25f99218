import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from './connection-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as Navigator & { connection?: unknown }).connection;
});

describe('connection banner', () => {
  it("says 'No Internet' while offline and goes away when the line is back", () => {
    render(<ConnectionBanner />);
    expect(screen.queryByText('No Internet')).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('No Internet');
    // not dismissible: the page keeps working underneath
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText('No Internet')).not.toBeInTheDocument();
  });

  it("says 'Slow Connection' on a 2G line and can be dismissed", async () => {
    const connection = Object.assign(new EventTarget(), { effectiveType: '2g' });
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Slow Connection');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Slow Connection')).not.toBeInTheDocument();
  });
});
