import { isLanguage, LIVE_PATHS } from '@lobby/contract';
import type { Language, LiveHost } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { LiveHostRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { GameCatalogue, GameRecord } from '../catalogue/index.ts';
import type { LiveHostRepository } from './repository.ts';
import { onAirAt, type Shift } from './schedule.ts';

export interface LiveHostServiceDeps {
  repository: LiveHostRepository;
  catalogue: GameCatalogue;
  now: () => number;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function shiftsOf(row: LiveHostRow): Shift[] {
  const raw = parseJson<unknown>(row.schedule, []);
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (s): s is [number, number] => Array.isArray(s) && s.length === 2 && Number.isInteger(s[0]) && Number.isInteger(s[1]) && s[1] > 0,
  );
}

function bioIn(row: LiveHostRow, language: Language): string {
  const bios = parseJson<Partial<Record<string, string>>>(row.bio, {});
  return bios[language] ?? bios.EN ?? '';
}

function languagesOf(row: LiveHostRow): Language[] {
  const raw = parseJson<unknown>(row.languages, []);
  return Array.isArray(raw) ? raw.filter(isLanguage) : [];
}

/** On air first (followed hosts first among them), then the others by when they are next on air. */
export function liveNowOrder(a: LiveHost, b: LiveHost): number {
  if (a.streaming !== b.streaming) return a.streaming ? -1 : 1;
  if (a.followed !== b.followed) return a.followed ? -1 : 1;
  if (!a.streaming) return (a.nextShiftAt ?? Number.MAX_SAFE_INTEGER) - (b.nextShiftAt ?? Number.MAX_SAFE_INTEGER);
  return 0;
}

/**
 * The live casino's hosts: their on-air state from the weekly schedule and the clock, the hosts a member
 * follows, the operator's switch. A host whose table is gone or switched off is not shown (nothing to
 * launch).
 */
export function createLiveHostService(deps: LiveHostServiceDeps) {
  const { repository, catalogue, now } = deps;

  async function present(
    merchant: ResolvedMerchant,
    rows: LiveHostRow[],
    language: Language,
    memberId: number | null,
  ): Promise<LiveHost[]> {
    if (rows.length === 0) return [];
    const at = now();
    const [vendors, counts, followed, tables] = await Promise.all([
      catalogue.vendorsOf(merchant.code),
      repository.followerCounts(merchant.code),
      memberId === null ? Promise.resolve([] as number[]) : repository.followedIds(memberId),
      Promise.all([...new Set(rows.map((r) => r.node_id))].map((id) => catalogue.games.byNodeId(merchant.code, id))),
    ]);
    const byNode = new Map(
      tables
        .filter((g): g is GameRecord => g !== undefined && g.enabled === 1 && vendors.byCode.get(g.vassalage)?.enabled !== false)
        .map((g) => [g.node_id, g]),
    );
    const following = new Set(followed);
    const list: LiveHost[] = [];
    for (const row of rows) {
      const table = byNode.get(row.node_id);
      if (!table) continue;
      const active = row.enabled === 1;
      const air = active ? onAirAt(shiftsOf(row), at, merchant.timeZone) : { streaming: false, liveUntil: null, nextShiftAt: null };
      list.push({
        id: row.id,
        name: row.name,
        avatarUrl: `${LIVE_PATHS.hostImage}/${row.id}.svg`,
        bio: bioIn(row, language),
        languages: languagesOf(row),
        game: catalogue.toGame(table, vendors, language),
        active,
        ...air,
        followers: counts.get(row.id) ?? 0,
        followed: following.has(row.id),
      });
    }
    return list;
  }

  async function knownHost(merchant: ResolvedMerchant, id: number): Promise<LiveHostRow> {
    const row = await repository.byId(merchant.code, id);
    if (!row) throw new AppError('live.host.not.found');
    return row;
  }

  return {
    /** Every active host, on air first (followed first among them), then by when they are next on air. */
    async anchors(merchant: ResolvedMerchant, language: Language, memberId: number | null): Promise<LiveHost[]> {
      const list = await present(merchant, await repository.list(merchant.code, true), language, memberId);
      return list.sort(liveNowOrder);
    },

    /** The model list in the merchant's order: active (default) or switched-off hosts, on air or not. */
    async models(
      merchant: ResolvedMerchant,
      filter: { active?: boolean; streaming?: boolean },
      language: Language,
      memberId: number | null,
    ): Promise<LiveHost[]> {
      const list = await present(merchant, await repository.list(merchant.code, filter.active ?? true), language, memberId);
      return filter.streaming === undefined ? list : list.filter((h) => h.streaming === filter.streaming);
    },

    /** The hosts the member follows, newest follow first (switched-off hosts too: the member chose them). */
    async focus(merchant: ResolvedMerchant, language: Language, memberId: number): Promise<LiveHost[]> {
      const [ids, rows] = await Promise.all([repository.followedIds(memberId), repository.list(merchant.code)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const mine = ids.map((id) => byId.get(id)).filter((r): r is LiveHostRow => r !== undefined);
      return present(merchant, mine, language, memberId);
    },

    async focusIds(merchant: ResolvedMerchant, memberId: number): Promise<number[]> {
      const [ids, rows] = await Promise.all([repository.followedIds(memberId), repository.list(merchant.code)]);
      const ours = new Set(rows.map((r) => r.id));
      return ids.filter((id) => ours.has(id));
    },

    async follow(merchant: ResolvedMerchant, memberId: number, hostId: number): Promise<void> {
      const host = await knownHost(merchant, hostId);
      await repository.follow(memberId, host.id, now());
    },

    async unfollow(merchant: ResolvedMerchant, memberId: number, hostId: number): Promise<void> {
      const host = await knownHost(merchant, hostId);
      await repository.unfollow(memberId, host.id);
    },

    /** Operator: whether a host is on (the audit log's "before"); undefined for another merchant's or no host. */
    async state(merchantCode: string, id: number): Promise<{ id: number; name: string; active: boolean } | undefined> {
      const row = await repository.byId(merchantCode, id);
      return row ? { id: row.id, name: row.name, active: row.enabled === 1 } : undefined;
    },

    /** Operator: switch a host on or off. */
    async setEnabled(merchantCode: string, id: number, enabled: boolean): Promise<{ id: number; name: string; active: boolean }> {
      const changed = await repository.setEnabled(merchantCode, id, enabled, now());
      const row = changed ? await repository.byId(merchantCode, id) : undefined;
      if (!row) throw new AppError('live.host.not.found');
      return { id: row.id, name: row.name, active: row.enabled === 1 };
    },

    /** The portrait's input: any merchant's host (media paths carry no merchant; a portrait tells nothing private). */
    async avatarOf(id: number): Promise<{ id: number; name: string } | undefined> {
      const row = await repository.anyById(id);
      return row ? { id: row.id, name: row.name } : undefined;
    },
  };
}

export type LiveHostService = ReturnType<typeof createLiveHostService>;
