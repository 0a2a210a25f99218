import { describe, expect, it } from 'vitest';
import { connectionState, SLOW_REQUEST_MS } from './connection';

describe('connection state rule', () => {
  it('offline wins over everything', () => {
    expect(connectionState({ online: false, effectiveType: '4g', recentDurations: [] })).toBe('offline');
  });

  it("is slow on the browser's 2G estimate", () => {
    expect(connectionState({ online: true, effectiveType: 'slow-2g', recentDurations: [] })).toBe('slow');
    expect(connectionState({ online: true, effectiveType: '2g', recentDurations: [] })).toBe('slow');
    expect(connectionState({ online: true, effectiveType: '3g', recentDurations: [] })).toBe('online');
  });

  it('is slow when two of the last three API calls took longer than the threshold', () => {
    const slow = SLOW_REQUEST_MS + 1;
    expect(connectionState({ online: true, recentDurations: [slow] })).toBe('online');
    expect(connectionState({ online: true, recentDurations: [slow, 200, slow] })).toBe('slow');
    // older calls than the last three do not count
    expect(connectionState({ online: true, recentDurations: [slow, slow, 200, 300, slow] })).toBe('online');
  });
});
