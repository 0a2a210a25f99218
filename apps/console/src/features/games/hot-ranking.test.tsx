import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HotRanking, move } from './hot-ranking';
import type { HotItem } from './hot-ranking';

const SAVED: HotItem[] = [
  { nodeId: 'a', gameName: 'Alpha' },
  { nodeId: 'b', gameName: 'Bravo' },
  { nodeId: 'c', gameName: 'Charlie' },
];

function Harness({ onSave }: { onSave: (items: HotItem[]) => void }) {
  const [value, setValue] = useState(SAVED);
  return <HotRanking saved={SAVED} value={value} onChange={setValue} onSave={onSave} saving={false} canEdit />;
}

describe('hot ranking', () => {
  it('moves items within bounds', () => {
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    const same = ['a'];
    expect(move(same, 0, 1)).toBe(same);
  });

  it('reorders with the keyboard buttons and saves the new order', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save ranking' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Charlie up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Alpha'), expect.stringContaining('Charlie'), expect.stringContaining('Bravo')]);
    expect(screen.getByText('Charlie moved to position 2')).toBeInTheDocument();

    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([SAVED[0], SAVED[2], SAVED[1]]);
  });
});
