import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('searches 500 ms after the last key, at once on Enter, and with nothing when cleared', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'dra' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'drag' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('drag');

    fireEvent.change(box, { target: { value: 'dragon' } });
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenLastCalledWith('dragon');
    act(() => vi.advanceTimersByTime(1000));
    // the pending debounce was replaced by the Enter, not run again
    expect(onSearch).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });
});
