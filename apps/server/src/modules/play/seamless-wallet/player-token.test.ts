import { describe, expect, it } from 'vitest';
import { createPlayerTokens } from './player-token.ts';

const claims = { memberId: 7, merchantCode: 'LUCKY', currency: 'PHP', demo: false, game: 'g-1' };

describe('player tokens', () => {
  it('checks a token again on every call: its expiry moves with the clock, also for a token checked before', async () => {
    let clock = Date.UTC(2026, 10, 30, 10, 0, 0);
    const tokens = createPlayerTokens({ secret: 'player-token-test-secret', ttlMs: 60_000, now: () => clock });
    const token = await tokens.issue(claims);
    expect(await tokens.check(token)).toEqual({ ok: true, claims });
    expect(await tokens.check(token)).toEqual({ ok: true, claims });
    clock += 59_000;
    expect(await tokens.check(token)).toEqual({ ok: true, claims });
    clock += 1_000;
    expect(await tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never answers for a token altered after one was checked, nor for one of another secret', async () => {
    const tokens = createPlayerTokens({ secret: 'player-token-test-secret' });
    const token = await tokens.issue(claims);
    expect((await tokens.check(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' })).toString('base64url');
    expect(await tokens.check(`${header}.${forged}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.check(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
    const other = createPlayerTokens({ secret: 'another-secret-of-another-install' });
    expect(await other.check(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
