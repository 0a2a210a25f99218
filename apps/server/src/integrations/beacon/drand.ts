import { BeaconError, firstRoundFrom, randomnessOf, timeOfRound, UNCHAINED_G1_SCHEME, verifyRoundSignature } from './beacon.ts';
import type { BeaconRound, BeaconTiming, RandomnessBeacon } from './beacon.ts';

export { DRAND_QUICKNET } from './quicknet.ts';

export interface DrandBeaconOptions {
  /** a drand HTTP relay, e.g. https://api.drand.sh */
  url: string;
  chainHash: string;
  /** the group key rounds must verify under; undefined: the one /info gives (for a chain without a pinned key) */
  publicKey: string | undefined;
  timeoutMs?: number;
}

/** An answer larger than this is not a drand round or chain info. */
const MAX_BODY = 64 * 1024;
const HEX = /^(?:[0-9a-f]{2})+$/;

interface ChainInfo extends BeaconTiming {
  publicKey: string;
}

/**
 * drand over its HTTP API: `GET {url}/{chain}/info` for the chain's key, genesis and period, and
 * `GET {url}/{chain}/public/{round}` for a round. A relay is only a messenger: the chain it describes must be
 * the configured one (and its key the pinned one), and a round counts only when its randomness is the
 * SHA-256 of its signature and the signature is the group's BLS signature of that round number. Only the
 * unchained scheme on G1 (quicknet) is spoken.
 */
export function createDrandBeacon(options: DrandBeaconOptions): RandomnessBeacon {
  const base = options.url.replace(/\/+$/, '');
  const chainHash = options.chainHash.toLowerCase();
  const timeoutMs = options.timeoutMs ?? 5_000;
  let info: Promise<ChainInfo> | undefined;

  async function get(path: string): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${base}/${chainHash}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new BeaconError(`drand unreachable at ${base}: ${(err as Error).message}`, { cause: err });
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) return { status: res.status, body: undefined };
    if (text.length > MAX_BODY) throw new BeaconError(`drand answered ${path} with ${text.length} characters`);
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new BeaconError(`drand answered ${path} with something other than JSON`);
    }
  }

  async function loadInfo(): Promise<ChainInfo> {
    const { status, body } = await get('/info');
    if (status !== 200 || !body || typeof body !== 'object') throw new BeaconError(`drand answered /info with ${status}`);
    const b = body as Record<string, unknown>;
    if (b.hash !== chainHash) throw new BeaconError('drand /info describes another chain than the configured one');
    if (b.schemeID !== UNCHAINED_G1_SCHEME) throw new BeaconError(`drand chain scheme ${String(b.schemeID)} is not ${UNCHAINED_G1_SCHEME}`);
    const period = Number(b.period);
    const genesis = Number(b.genesis_time);
    if (!Number.isInteger(period) || period <= 0 || !Number.isInteger(genesis) || genesis <= 0) throw new BeaconError('drand /info has no usable period and genesis time');
    const key = typeof b.public_key === 'string' ? b.public_key.toLowerCase() : '';
    if (!HEX.test(key)) throw new BeaconError('drand /info has no public key');
    if (options.publicKey && key !== options.publicKey.toLowerCase()) throw new BeaconError('drand /info gives another public key than the pinned one');
    return { publicKey: options.publicKey?.toLowerCase() ?? key, genesisMs: genesis * 1000, periodMs: period * 1000 };
  }

  /** The chain's info, read once; a failed read is tried again next time. */
  function chainInfo(): Promise<ChainInfo> {
    info ??= loadInfo().catch((err: unknown) => {
      info = undefined;
      throw err;
    });
    return info;
  }

  return {
    name: 'drand',
    chain: chainHash,

    async firstRoundFrom(at) {
      return firstRoundFrom(await chainInfo(), at);
    },

    async timeOf(round) {
      return timeOfRound(await chainInfo(), round);
    },

    async fetch(round): Promise<BeaconRound | undefined> {
      const { publicKey } = await chainInfo();
      const { status, body } = await get(`/public/${round}`);
      // a round not out yet: 404 from most relays, 425 (too early) from some
      if (status === 404 || status === 425) return undefined;
      if (status !== 200 || !body || typeof body !== 'object') throw new BeaconError(`drand answered round ${round} with ${status}`);
      const b = body as Record<string, unknown>;
      const signature = typeof b.signature === 'string' ? b.signature.toLowerCase() : '';
      const randomness = typeof b.randomness === 'string' ? b.randomness.toLowerCase() : '';
      if (b.round !== round) throw new BeaconError(`drand answered round ${String(b.round)} for round ${round}`);
      if (!HEX.test(signature)) throw new BeaconError(`drand round ${round} has no signature`);
      // always true of drand, whatever the scheme: the randomness is the hash of the signature
      if (randomness !== randomnessOf(signature)) throw new BeaconError(`drand round ${round}: the randomness is not the SHA-256 of the signature`);
      if (!verifyRoundSignature(round, signature, publicKey)) throw new BeaconError(`drand round ${round}: the signature does not verify under the chain's key`);
      return { round, randomness, signature };
    },

    publicUrl(round) {
      return `${base}/${chainHash}/public/${round}`;
    },
  };
}
