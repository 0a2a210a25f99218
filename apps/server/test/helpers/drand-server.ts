import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { roundSigner, UNCHAINED_G1_SCHEME } from '../../src/integrations/beacon/beacon.ts';

export interface Answer {
  status: number;
  body?: unknown;
}

export interface FakeDrand {
  /** the base URL, as CRASH_DRAND_URL takes it */
  url: string;
  /** the paths asked, in order */
  requests: string[];
  close(): Promise<void>;
}

/** A local HTTP server in drand's format: `answer` decides each reply (404 when it gives none). */
export async function fakeDrand(answer: (path: string) => Answer | undefined): Promise<FakeDrand> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const out = answer(path) ?? { status: 404, body: { error: 'not found' } };
    res.writeHead(out.status, { 'content-type': 'application/json' });
    res.end(out.body === undefined ? '' : typeof out.body === 'string' ? out.body : JSON.stringify(out.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A drand-like chain for tests: a group key of its own (made from `seed`), its /info, and its rounds signed as
 * quicknet signs them (unchained, on G1), so the client's checks run on real signatures.
 */
export function testDrandChain(seed: string, timing: { genesisSec: number; period: number }) {
  const signer = roundSigner(seed);
  const chainHash = createHash('sha256').update(`test chain:${signer.publicKey}`).digest('hex');
  return {
    chainHash,
    publicKey: signer.publicKey,
    sign: signer.sign,
    info: {
      public_key: signer.publicKey,
      period: timing.period,
      genesis_time: timing.genesisSec,
      hash: chainHash,
      groupHash: createHash('sha256').update(`group:${seed}`).digest('hex'),
      schemeID: UNCHAINED_G1_SCHEME,
      metadata: { beaconID: 'test' },
    },
  };
}
