import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, useToastStore } from './toast';

const texts = () => useToastStore.getState().toasts.map((t) => t.text);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it.each([
    ['default', undefined, 1500],
    ['short', 'short' as const, 3000],
    ['long', 'long' as const, 8000],
    ['custom', 2500, 2500],
  ])('a %s toast stays for its duration', (_name, duration, ms) => {
    toast.show('hello', duration === undefined ? {} : { duration });
    vi.advanceTimersByTime(ms - 1);
    expect(texts()).toEqual(['hello']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('a success toast stays 1 s', () => {
    toast.success('saved');
    vi.advanceTimersByTime(999);
    expect(texts()).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('a loading toast stays until dismissed, or until its 10 s default timeout', () => {
    const dismiss = toast.loading('please wait');
    vi.advanceTimersByTime(5000);
    expect(texts()).toEqual(['please wait']);
    dismiss();
    expect(texts()).toEqual([]);

    toast.loading('still waiting');
    vi.advanceTimersByTime(9999);
    expect(texts()).toEqual(['still waiting']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('a loading toast honours a long timeout such as 9999 s', () => {
    toast.loading('long flow', { timeoutMs: 9_999_000 });
    vi.advanceTimersByTime(9_998_999);
    expect(texts()).toEqual(['long flow']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('keeps a loading toast when chatter overflows the stack', () => {
    toast.loading('busy');
    toast.show('a');
    toast.show('b');
    toast.show('c');
    expect(texts()).toEqual(['busy', 'b', 'c']);
  });
});
