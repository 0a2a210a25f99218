import { firstRoundFrom, roundSigner, timeOfRound } from './beacon.ts';
import type { BeaconRound, BeaconTiming, RandomnessBeacon } from './beacon.ts';
import { createHash } from 'node:crypto';
import { DRAND_QUICKNET } from './quicknet.ts';

export interface LocalBeaconOptions {
  /** the key's seed: the same seed gives the same rounds */
  seed: string;
  /** the app's clock: a round is out once this clock reaches its time (tests move it) */
  now: () => number;
  /** default quicknet's genesis and 3-second period, so round numbers look like drand's */
  timing?: BeaconTiming;
}

/**
 * The stand-in for drand in development and tests: the same rounds, signatures and checks, signed by a key
 * made from a seed, each round given out only once the app's clock reaches its time. Anybody holding the
 * seed knows every round in advance, so it proves nothing to a player: production refuses it.
 */
export function createLocalBeacon(options: LocalBeaconOptions): RandomnessBeacon & { publicKey: string } {
  const timing = options.timing ?? { genesisMs: DRAND_QUICKNET.genesisMs, periodMs: DRAND_QUICKNET.periodMs };
  const signer = roundSigner(options.seed);
  const signed = new Map<number, BeaconRound>();
  return {
    name: 'local',
    chain: createHash('sha256').update(signer.publicKey).digest('hex'),
    publicKey: signer.publicKey,
    firstRoundFrom: async (at) => firstRoundFrom(timing, at),
    timeOf: async (round) => timeOfRound(timing, round),
    async fetch(round) {
      if (options.now() < timeOfRound(timing, round)) return undefined;
      let out = signed.get(round);
      if (!out) {
        out = signer.sign(round);
        if (signed.size > 100) signed.clear();
        signed.set(round, out);
      }
      return out;
    },
    publicUrl: () => null,
  };
}
