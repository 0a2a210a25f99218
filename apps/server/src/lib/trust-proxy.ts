import proxyAddr from 'proxy-addr';

/** TRUST_PROXY as read: off, every hop, a hop count, or the proxies' addresses and CIDRs (or proxy-addr's names). */
export type TrustProxySetting = boolean | number | string[];

/** Is the address at hop `i` (0: the socket's peer) a proxy whose X-Forwarded-* headers are believed? */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust rule Fastify applies to X-Forwarded-For/-Proto/-Host. A hop count is handed over as a function:
 * Fastify 5 turns a bare number into "trust nothing" (it cannot tell a proxy from a client by counting), which
 * silently put every player behind the proxy on one address and dropped HSTS and Secure cookies. With a count
 * n the n nearest hops are the site's own proxies, as Express reads it: right only when clients cannot reach
 * the server around the proxies, which is what the README asks of a hop count. Addresses are the safer form.
 */
export function trustFunctionOf(setting: TrustProxySetting): TrustFunction | boolean {
  if (typeof setting === 'boolean') return setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/**
 * Why a list cannot be honoured (an entry that is neither an address, a CIDR nor one of proxy-addr's names
 * loopback, linklocal, uniquelocal), or undefined when it can.
 */
export function trustListProblem(list: string[]): string | undefined {
  for (const entry of list) {
    try {
      proxyAddr.compile([entry]);
    } catch {
      return `"${entry}" is not an IP address, a CIDR range, or loopback/linklocal/uniquelocal`;
    }
  }
  return undefined;
}

/** Did this request reach us through a trusted proxy (so its forwarded headers, such as a country, count)? */
export function viaTrustedProxy(remoteAddress: string | undefined, setting: TrustProxySetting): boolean {
  if (setting === false || remoteAddress === undefined) return false;
  const trust = trustFunctionOf(setting);
  return trust === true || (typeof trust === 'function' && trust(remoteAddress, 0));
}
