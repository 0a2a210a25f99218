import { describe, expect, it } from 'vitest';
import { auditDiff, targetParts, valueText } from './diff';

describe('audit diff', () => {
  it('lists the changed fields, nested ones by path, and counts the rest', () => {
    const diff = auditDiff({
      outcome: 'success',
      before: { code: 'LUCKY', maintenance: false, realityCheckMinutes: 30, whitelabel: { REWCEN3: true, APPDLNAV3: false }, domains: ['a'] },
      after: { code: 'LUCKY', maintenance: true, realityCheckMinutes: 30, whitelabel: { REWCEN3: false, APPDLNAV3: false }, domains: ['a', 'b'] },
    });
    expect(diff).toEqual({
      kind: 'changed',
      changes: [
        { path: 'maintenance', before: false, after: true },
        { path: 'whitelabel.REWCEN3', before: true, after: false },
        { path: 'domains', before: ['a'], after: ['a', 'b'] },
      ],
      unchanged: 3,
    });
  });

  it('shows what a new thing was made with, what a removed one was, and what a refused change asked for', () => {
    expect(auditDiff({ outcome: 'success', before: null, after: { text: 'Called', author: 'owner' } })).toEqual({
      kind: 'created',
      fields: [
        { path: 'text', after: 'Called' },
        { path: 'author', after: 'owner' },
      ],
    });
    expect(auditDiff({ outcome: 'success', before: { id: 3, published: true }, after: null })).toMatchObject({ kind: 'removed', fields: [{ path: 'id', before: 3 }, { path: 'published', before: true }] });
    expect(auditDiff({ outcome: 'refused', before: null, after: { maintenance: true } })).toEqual({ kind: 'asked', fields: [{ path: 'maintenance', after: true }] });
    expect(auditDiff({ outcome: 'failed', before: null, after: null })).toEqual({ kind: 'none' });
  });

  it('writes targets and values readably, never as [object Object]', () => {
    expect(targetParts({ code: 'LUCKY' })).toEqual([{ key: 'code', value: 'LUCKY' }]);
    expect(targetParts({ account: 'demo', session: 4 })).toEqual([
      { key: 'account', value: 'demo' },
      { key: 'session', value: '4' },
    ]);
    expect(targetParts(null)).toEqual([]);
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(null)).toBe('—');
  });
});
