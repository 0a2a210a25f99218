import { merchantCodeSchema } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import { compileRegions } from '../../lib/regions.ts';
import type { RegionMatcher } from '../../lib/regions.ts';
import type { Merchant, MerchantDomain } from './model.ts';
import type { MerchantOpsPatch, MerchantRepository } from './repository.ts';

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

export interface MerchantServiceOptions {
  /**
   * How long a process trusts its copy. Merchants are few and read on every /wps call, so the whole set
   * is held in memory; this bounds how stale another process's copy gets after an ops change (this
   * process invalidates at once).
   */
  ttlMs?: number;
  now?: () => number;
}

export class MerchantService {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  /** bumped by invalidate(), so a load that started before a change is not kept as current */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: MerchantRepository,
    options: MerchantServiceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  invalidate(): void {
    this.snapshot = undefined;
    this.loading = undefined;
    this.generation++;
  }

  private async load(): Promise<Snapshot> {
    const [merchants, domains] = await Promise.all([
      this.repository.listAll(),
      this.repository.listDomains(),
    ]);
    const snapshot: Snapshot = {
      expiresAt: this.now() + this.ttlMs,
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
      snapshot.byCode.set(m.code, resolved);
      snapshot.byTrialCode.set(m.trialMerchantCode, resolved);
      if (m.isDefault) snapshot.fallback = resolved;
    }
    for (const d of domains) {
      const m = snapshot.byCode.get(d.merchantCode);
      if (m) snapshot.byDomain.set(d.domain.toLowerCase(), m);
    }
    return snapshot;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && this.snapshot.expiresAt > this.now()) return this.snapshot;
    // One load at a time: a burst of requests after expiry shares the same two queries.
    if (!this.loading) {
      const generation = this.generation;
      const loading = this.load()
        .then((snapshot) => {
          if (generation === this.generation) this.snapshot = snapshot;
          return snapshot;
        })
        .finally(() => {
          if (this.loading === loading) this.loading = undefined;
        });
      this.loading = loading;
    }
    return this.loading;
  }

  /** By merchant code only (not trial codes). */
  async byCode(code: string): Promise<ResolvedMerchant | undefined> {
    return (await this.current()).byCode.get(code);
  }

  async all(): Promise<ResolvedMerchant[]> {
    return [...(await this.current()).byCode.values()];
  }

  /**
   * The tenant of a request: the `Merchant` header when present (a merchant or trial merchant code),
   * else the host name's domain route, else the default merchant.
   */
  async resolve(input: { header: string | undefined; hostname: string }): Promise<ResolvedMerchant> {
    const snapshot = await this.current();
    if (input.header !== undefined) {
      const code = merchantCodeSchema.safeParse(input.header);
      const merchant = code.success
        ? (snapshot.byCode.get(code.data) ?? snapshot.byTrialCode.get(code.data))
        : undefined;
      if (!merchant) throw new AppError('merchant.unknown');
      return merchant;
    }
    const merchant = snapshot.byDomain.get(input.hostname.toLowerCase()) ?? snapshot.fallback;
    if (!merchant) throw new AppError('merchant.unknown', { message: 'No merchant serves this host.' });
    return merchant;
  }

  async updateOps(code: string, patch: MerchantOpsPatch): Promise<ResolvedMerchant | undefined> {
    const updated = await this.repository.updateOps(code, patch, this.now());
    this.invalidate();
    if (!updated) return undefined;
    return this.byCode(code);
  }
}
