import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

function Lock({ on }: { on: boolean }) {
  useScrollLock(on);
  return null;
}

describe('useScrollLock', () => {
  it('locks while any overlay holds it and restores the page style after the last one', () => {
    document.body.style.overflow = 'auto';
    const a = render(<Lock on />);
    const b = render(<Lock on />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    a.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    b.rerender(<Lock on={false} />);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.body.style.overflow).toBe('auto');
    b.unmount();
    document.body.style.overflow = '';
  });
});
