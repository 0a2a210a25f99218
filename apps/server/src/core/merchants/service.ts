import { encryptPath, merchantCodeSchema } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CacheBus } from '../cache-bus.ts';
import { compileRegions } from '../../lib/regions.ts';
import type { RegionMatcher } from '../../lib/regions.ts';
import type { Merchant, MerchantDomain } from './model.ts';
import { createMerchantRepository } from './repository.ts';
import type { MerchantOpsPatch, MerchantRepository } from './repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A merchant as held in memory, with its blocked-region list compiled once. */
export interface ResolvedMerchant extends Merchant {
  regions: RegionMatcher;
  domains: MerchantDomain[];
}

interface Snapshot {
  expiresAt: number;
  byCode: Map<string, ResolvedMerchant>;
  /** trial codes name the same tenant (a trial session is stored under its trial merchant code) */
  byTrialCode: Map<string, ResolvedMerchant>;
  byDomain: Map<string, ResolvedMerchant>;
  fallback: ResolvedMerchant | undefined;
}

export interface MerchantServiceDeps {
  repository: MerchantRepository;
  /** an operator's change drops the snapshot of every process at once (with Redis), this one's without */
  bus: CacheBus;
  /**
   * How long a process trusts its copy. Merchants are few and read on every /wps call, so the whole set
   * is held in memory; this bounds how stale a copy gets where no invalidation reaches it (another
   * process without REDIS_URL, or Redis down).
   */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The merchants of this install, held in memory: they are few and read on every /wps call. One load at a
 * time; an operator change invalidates the snapshot through the cache bus, in every process, so the next
 * read loads again.
 */
export function createMerchantService(deps: MerchantServiceDeps) {
  const { repository, bus } = deps;
  const ttlMs = deps.ttlMs ?? 10_000;
  const now = deps.now ?? Date.now;
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  /** bumped by invalidate(), so a load that started before a change is not kept as current */
  let generation = 0;

  function invalidate(): void {
    snapshot = undefined;
    loading = undefined;
    generation++;
  }
  bus.on('merchants', invalidate);

  async function load(): Promise<Snapshot> {
    const [merchants, domains] = await Promise.all([repository.listAll(), repository.listDomains()]);
    const next: Snapshot = {
      expiresAt: now() + ttlMs,
      byCode: new Map(),
      byTrialCode: new Map(),
      byDomain: new Map(),
      fallback: undefined,
    };
    for (const m of merchants) {
      const resolved: ResolvedMerchant = {
        ...m,
        regions: compileRegions(m.blockedRegions),
        domains: domains.filter((d) => d.merchantCode === m.code),
      };
      next.byCode.set(m.code, resolved);
      next.byTrialCode.set(m.trialMerchantCode, resolved);
      if (m.isDefault) next.fallback = resolved;
    }
    for (const d of domains) {
      const m = next.byCode.get(d.merchantCode);
      if (m) next.byDomain.set(d.domain.toLowerCase(), m);
    }
    return next;
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && snapshot.expiresAt > now()) return snapshot;
    // One load at a time: a burst of requests after expiry shares the same two queries.
    if (!loading) {
      const started = generation;
      const pending = load()
        .then((loaded) => {
          if (started === generation) snapshot = loaded;
          return loaded;
        })
        .finally(() => {
          if (loading === pending) loading = undefined;
        });
      loading = pending;
    }
    return loading;
  }

  /** By merchant code only (not trial codes). */
  async function byCode(code: string): Promise<ResolvedMerchant | undefined> {
    return (await current()).byCode.get(code);
  }

  return {
    invalidate,
    byCode,

    /**
     * A merchant's time zone and currency for code running inside a transaction: the snapshot while it is
     * fresh, else the row read through the transaction's own connection. Reloading the snapshot would take a
     * second pool connection while the transaction holds its locks: with every connection held by requests
     * queued on those locks, that wait never ends.
     */
    async calendarOf(code: string, on: Kysely<Database>): Promise<{ timeZone: string; currency: string } | undefined> {
      const m = snapshot && snapshot.expiresAt > now() ? snapshot.byCode.get(code) : undefined;
      if (m) return { timeZone: m.timeZone, currency: m.currency.code };
      return createMerchantRepository(on).calendar(code);
    },

    async all(): Promise<ResolvedMerchant[]> {
      return [...(await current()).byCode.values()];
    },

    /**
     * The tenant of a request: the `Merchant` header when present (a merchant or trial merchant code),
     * else the host name's domain route, else the default merchant.
     */
    async resolve(input: { header: string | undefined; hostname: string }): Promise<ResolvedMerchant> {
      const loaded = await current();
      if (input.header !== undefined) {
        const code = merchantCodeSchema.safeParse(input.header);
        const merchant = code.success ? (loaded.byCode.get(code.data) ?? loaded.byTrialCode.get(code.data)) : undefined;
        if (!merchant) throw new AppError('merchant.unknown');
        return merchant;
      }
      const merchant = loaded.byDomain.get(input.hostname.toLowerCase()) ?? loaded.fallback;
      if (!merchant) throw new AppError('merchant.unknown', { message: 'No merchant serves this host.' });
      return merchant;
    },

    async updateOps(code: string, patch: MerchantOpsPatch): Promise<ResolvedMerchant | undefined> {
      const updated = await repository.updateOps(code, patch, now());
      await bus.invalidate('merchants');
      if (!updated) return undefined;
      return byCode(code);
    },
  };
}

/** The merchant of the Merchant header's code, or the default one: how operator calls name a merchant. */
export async function merchantOrDefault(merchants: MerchantService, code: string | undefined): Promise<string> {
  if (code) {
    const found = await merchants.byCode(code);
    if (!found) throw new AppError('merchant.unknown');
    return found.code;
  }
  const fallback = (await merchants.all()).find((m) => m.isDefault);
  if (!fallback) throw new AppError('merchant.unknown');
  return fallback.code;
}

/** The merchant's customer-service links, each path encrypted afresh (key: the last 8 characters). */
export async function customerServiceLinks(m: ResolvedMerchant): Promise<{ title: string; path: string }[]> {
  // A fresh key and IV per answer: the same link never looks the same twice.
  return Promise.all(m.customerService.map(async (cs) => ({ title: cs.title, path: await encryptPath(cs.url) })));
}

export type MerchantService = ReturnType<typeof createMerchantService>;
