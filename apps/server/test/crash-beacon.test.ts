import { afterEach, describe, expect, it } from 'vitest';
import { BeaconError, firstRoundFrom, randomnessOf, timeOfRound, verifyRoundSignature } from '../src/integrations/beacon/beacon.ts';
import { createDrandBeacon, DRAND_QUICKNET } from '../src/integrations/beacon/drand.ts';
import { createLocalBeacon } from '../src/integrations/beacon/local.ts';
import { fakeDrand, testDrandChain } from './helpers/drand-server.ts';
import type { Answer, FakeDrand } from './helpers/drand-server.ts';

/**
 * The randomness beacons crash salts come from: the drand HTTP client against a local server speaking drand's
 * format (a real quicknet round, and a test group's rounds signed the way quicknet signs them), and the local
 * stand-in.
 */

/** A quicknet round as drand's relays serve it (round 657413 of chain 52db9ba7…). */
const QUICKNET_ROUND = {
  round: 657_413,
  randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
  signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
};
const QUICKNET_INFO = {
  public_key: DRAND_QUICKNET.publicKey,
  period: 3,
  genesis_time: DRAND_QUICKNET.genesisMs / 1000,
  hash: DRAND_QUICKNET.chainHash,
  schemeID: 'bls-unchained-g1-rfc9380',
  metadata: { beaconID: 'quicknet' },
};

const servers: FakeDrand[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(answer: (path: string) => Answer | undefined): Promise<FakeDrand> {
  const server = await fakeDrand(answer);
  servers.push(server);
  return server;
}

describe('beacon rounds and times', () => {
  it('round 1 at genesis, one each period; the first round from a time is the first published at or after it', () => {
    const timing = { genesisMs: DRAND_QUICKNET.genesisMs, periodMs: 3_000 };
    expect(timeOfRound(timing, QUICKNET_ROUND.round)).toBe((1_692_803_367 + 657_412 * 3) * 1000);
    const at = timeOfRound(timing, 1_000);
    expect(firstRoundFrom(timing, at)).toBe(1_000);
    expect(firstRoundFrom(timing, at + 1)).toBe(1_001);
    expect(firstRoundFrom(timing, at - 1)).toBe(1_000);
    expect(firstRoundFrom(timing, 0)).toBe(1);
  });

  it('a real quicknet round: its randomness is the SHA-256 of its signature, which verifies under the group key for that round only', () => {
    expect(randomnessOf(QUICKNET_ROUND.signature)).toBe(QUICKNET_ROUND.randomness);
    expect(verifyRoundSignature(QUICKNET_ROUND.round, QUICKNET_ROUND.signature, DRAND_QUICKNET.publicKey)).toBe(true);
    expect(verifyRoundSignature(QUICKNET_ROUND.round + 1, QUICKNET_ROUND.signature, DRAND_QUICKNET.publicKey)).toBe(false);
    expect(verifyRoundSignature(QUICKNET_ROUND.round, 'zz', DRAND_QUICKNET.publicKey)).toBe(false);
    expect(verifyRoundSignature(QUICKNET_ROUND.round, QUICKNET_ROUND.signature.slice(0, 94), DRAND_QUICKNET.publicKey)).toBe(false);
  });
});

describe('the drand HTTP beacon', () => {
  it('reads quicknet: /info, then a round, checked against the pinned key', async () => {
    const server = await serve((path) => {
      if (path === `/${DRAND_QUICKNET.chainHash}/info`) return { status: 200, body: QUICKNET_INFO };
      if (path === `/${DRAND_QUICKNET.chainHash}/public/${QUICKNET_ROUND.round}`) return { status: 200, body: QUICKNET_ROUND };
      return undefined;
    });
    const beacon = createDrandBeacon({ url: `${server.url}/`, chainHash: DRAND_QUICKNET.chainHash, publicKey: DRAND_QUICKNET.publicKey });
    expect(beacon.name).toBe('drand');
    expect(beacon.chain).toBe(DRAND_QUICKNET.chainHash);
    expect(await beacon.fetch(QUICKNET_ROUND.round)).toEqual(QUICKNET_ROUND);
    expect(await beacon.timeOf(QUICKNET_ROUND.round)).toBe((1_692_803_367 + 657_412 * 3) * 1000);
    expect(await beacon.firstRoundFrom(Date.UTC(2023, 8, 15, 11, 0, 3))).toBe(Math.ceil((Date.UTC(2023, 8, 15, 11, 0, 3) / 1000 - 1_692_803_367) / 3) + 1);
    expect(beacon.publicUrl(7)).toBe(`${server.url}/${DRAND_QUICKNET.chainHash}/public/7`);
    // a round not out yet is no round, not an error
    expect(await beacon.fetch(QUICKNET_ROUND.round + 1)).toBeUndefined();
    // /info was read once
    expect(server.requests.filter((p) => p.endsWith('/info'))).toHaveLength(1);
  });

  it('refuses a tampered round: randomness that is not the hash of the signature, a signature of another round or key, another round number', async () => {
    const chain = testDrandChain('refusals', { genesisSec: 1_700_000_000, period: 3 });
    const other = testDrandChain('another group', { genesisSec: 1_700_000_000, period: 3 });
    const tampered = (round: number): Answer | undefined => {
      const good = chain.sign(round);
      switch (round) {
        case 7:
          return { status: 200, body: { ...good, randomness: 'ab'.repeat(32) } };
        case 8: {
          // a genuine round 9, served as round 8 (its randomness does match its signature)
          const nine = chain.sign(9);
          return { status: 200, body: { ...nine, round: 8 } };
        }
        case 10:
          return { status: 200, body: other.sign(10) };
        case 11:
          return { status: 200, body: chain.sign(12) };
        case 13:
          return { status: 200, body: { round: 13, randomness: good.randomness } };
        case 14:
          return { status: 500, body: { error: 'boom' } };
        case 15:
          return { status: 200, body: 'not json' };
        default:
          return round <= 20 ? { status: 200, body: good } : undefined;
      }
    };
    const server = await serve((path) => {
      if (path === `/${chain.chainHash}/info`) return { status: 200, body: chain.info };
      const m = /^\/[0-9a-f]{64}\/public\/(\d+)$/.exec(path);
      return m && path.startsWith(`/${chain.chainHash}/`) ? tampered(Number(m[1])) : undefined;
    });
    const beacon = createDrandBeacon({ url: server.url, chainHash: chain.chainHash, publicKey: chain.publicKey });
    expect(await beacon.fetch(6)).toEqual(chain.sign(6));
    await expect(beacon.fetch(7)).rejects.toThrow(/randomness is not the SHA-256 of the signature/);
    await expect(beacon.fetch(8)).rejects.toThrow(/signature does not verify/);
    await expect(beacon.fetch(10)).rejects.toThrow(/signature does not verify/);
    await expect(beacon.fetch(11)).rejects.toThrow(/answered round 12 for round 11/);
    await expect(beacon.fetch(13)).rejects.toThrow(/no signature/);
    await expect(beacon.fetch(14)).rejects.toThrow(/answered round 14 with 500/);
    await expect(beacon.fetch(15)).rejects.toThrow(/other than JSON/);
    await expect(beacon.fetch(15)).rejects.toBeInstanceOf(BeaconError);
    expect(await beacon.fetch(21)).toBeUndefined();
  });

  it('refuses a relay describing another chain, another key than the pinned one, or another scheme; /info is read again after a failure', async () => {
    const chain = testDrandChain('info checks', { genesisSec: 1_700_000_000, period: 3 });
    let info: Record<string, unknown> = { ...chain.info, hash: 'cd'.repeat(32) };
    const server = await serve((path) => (path === `/${chain.chainHash}/info` ? { status: 200, body: info } : undefined));
    const pinned = createDrandBeacon({ url: server.url, chainHash: chain.chainHash, publicKey: chain.publicKey });
    await expect(pinned.fetch(1)).rejects.toThrow(/another chain/);
    info = { ...chain.info, public_key: testDrandChain('impostor', { genesisSec: 1, period: 3 }).publicKey };
    await expect(pinned.fetch(1)).rejects.toThrow(/another public key than the pinned one/);
    info = { ...chain.info, schemeID: 'pedersen-bls-chained' };
    await expect(pinned.timeOf(1)).rejects.toThrow(/is not bls-unchained-g1-rfc9380/);
    info = { ...chain.info, period: 0 };
    await expect(pinned.timeOf(1)).rejects.toThrow(/period/);
    info = chain.info;
    expect(await pinned.timeOf(2)).toBe(1_700_000_003_000);
    // without a pinned key, the relay's key is the one rounds must verify under
    const unpinned = createDrandBeacon({ url: server.url, chainHash: chain.chainHash, publicKey: undefined });
    expect(await unpinned.timeOf(1)).toBe(1_700_000_000_000);
  });

  it('an unreachable relay is a BeaconError, not a crash', async () => {
    const server = await serve(() => undefined);
    const url = server.url;
    await server.close();
    servers.length = 0;
    const beacon = createDrandBeacon({ url, chainHash: DRAND_QUICKNET.chainHash, publicKey: DRAND_QUICKNET.publicKey, timeoutMs: 1_000 });
    await expect(beacon.fetch(1)).rejects.toThrow(BeaconError);
    await expect(beacon.fetch(1)).rejects.toThrow(/drand unreachable/);
  });
});

describe('the local beacon', () => {
  it('gives a round only once the app clock reaches its time; the same seed gives the same rounds, each verifiable under its key', async () => {
    let now = Date.UTC(2026, 10, 29, 12);
    const beacon = createLocalBeacon({ seed: 'test seed', now: () => now });
    expect(beacon.name).toBe('local');
    expect(beacon.chain).toMatch(/^[0-9a-f]{64}$/);
    expect(beacon.publicUrl(1)).toBeNull();
    const round = await beacon.firstRoundFrom(now + 10_000);
    const at = await beacon.timeOf(round);
    expect(at).toBeGreaterThanOrEqual(now + 10_000);
    expect(at).toBeLessThan(now + 13_000);
    expect(await beacon.fetch(round)).toBeUndefined();
    now = at - 1;
    expect(await beacon.fetch(round)).toBeUndefined();
    now = at;
    const out = (await beacon.fetch(round))!;
    expect(out.round).toBe(round);
    expect(out.randomness).toBe(randomnessOf(out.signature));
    expect(verifyRoundSignature(round, out.signature, beacon.publicKey)).toBe(true);
    const again = createLocalBeacon({ seed: 'test seed', now: () => now });
    expect(await again.fetch(round)).toEqual(out);
    const other = createLocalBeacon({ seed: 'another seed', now: () => now });
    expect((await other.fetch(round))!.randomness).not.toBe(out.randomness);
  });
});
