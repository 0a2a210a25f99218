import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet, SheetHeader, type SheetProps } from './sheet';

function Opener(props: Partial<SheetProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Sheet className="sheet" onClose={() => setOpen(false)} aria-labelledby="t" {...props}>
          <SheetHeader title="Pick one" titleId="t" onClose={() => setOpen(false)} />
          <button type="button" data-autofocus>
            First choice
          </button>
        </Sheet>
      ) : null}
    </>
  );
}

function scrim(): HTMLElement {
  return document.querySelector<HTMLElement>('.overlay-root > .scrim')!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sheet', () => {
  it('opens as a labelled modal dialog, focuses the marked control and gives focus back on Escape', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First choice' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('renders at the end of <body>, outside the tree that opened it', async () => {
    const { container } = render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container.querySelector('.overlay-root')).toBeNull();
    expect(document.body.lastElementChild).toHaveClass('overlay-root');
  });

  it('closes from the backdrop and the header close button, but a static backdrop ignores taps', async () => {
    const { unmount } = render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(scrim());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Opener backdrop="static" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(scrim());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('as a non-modal navigation panel: no dialog role, no aria-modal, the page keeps scrolling', async () => {
    render(<Opener as="nav" modal={false} backdrop="clear" aria-labelledby={undefined} aria-label="Quick menu" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const nav = screen.getByRole('navigation', { name: 'Quick menu' });
    expect(nav).not.toHaveAttribute('aria-modal');
    expect(scrim()).toHaveClass('scrim--clear');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('rises in only for people who did not ask for less motion', async () => {
    const { unmount } = render(<Opener motion="pop" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveClass('sheet-pop');
    unmount();

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Opener motion="pop" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).not.toHaveClass('sheet-pop');
  });
});
