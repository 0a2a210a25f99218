import { prizeRowFor, scoreValue, TOURNAMENT_BOARD_SIZE, tournamentPhase } from '@lobby/contract';
import type {
  Game,
  GameType,
  Language,
  OpsTournament,
  OpsTournamentDetail,
  PlayerTournament,
  PlayerTournamentDetail,
  TournamentBody,
  TournamentBoardEvent,
  TournamentPrizeKind,
  TournamentScoring,
  TournamentStanding,
  TournamentStatus,
} from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { Database, TournamentEntryRow, TournamentRow } from '../../../db/schema.ts';
import { afterCommit } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { RoundState } from '../../money/activity/index.ts';
import type { BonusService } from '../../money/bonus/index.ts';
import { accounts, money } from '../../money/ledger/index.ts';
import type { LedgerService, Purse } from '../../money/ledger/index.ts';
import type { TournamentLive } from './live.ts';
import type { TournamentsRepository } from './repository.ts';
import { winnerMessage } from './texts.ts';

/** How long the rounds' hook trusts its copy of a merchant's running tournaments (an operator's change drops it at once). */
export const LIVE_CACHE_TTL_MS = 5_000;
/**
 * A tournament is finished this long after its end: a round settled just before the end, whose
 * transaction commits just after, is still counted before the standings freeze.
 */
export const FINISH_GRACE_MS = 5_000;
/** Finished tournaments stay in the players' list this long after their end. */
const FINISHED_SHOWN_MS = 14 * 86_400_000;
const OPS_STANDINGS = 100;

interface StoredPrize {
  fromRank: number;
  toRank: number;
  amountCents: number;
  kind: TournamentPrizeKind;
  wageringMultiplier: number;
}

type Texts = Partial<Record<Language, { name: string; description: string }>>;

/** A published tournament as the rounds' hook matches rounds against it. */
interface LiveTournament {
  id: number;
  scoring: TournamentScoring;
  minStake: number;
  startsAt: number;
  endsAt: number;
  types: Set<string>;
  games: Set<string>;
}

const gameKey = (vendor: string, code: string) => `${vendor}\u0000${code}`;

/** Decimal text ("12.50") to cents; the schema has checked its form. */
function centsOf(text: string): number {
  const negative = text.startsWith('-');
  const [units = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

function prizesOf(row: TournamentRow): StoredPrize[] {
  return JSON.parse(row.prizes) as StoredPrize[];
}

function poolCents(prizes: readonly StoredPrize[]): number {
  return prizes.reduce((sum, p) => sum + (p.toRank - p.fromRank + 1) * p.amountCents, 0);
}

/** What one settled real-money round of the tournament's games (with at least the minimum stake) counts; null: nothing. */
function counted(t: LiveTournament, r: RoundState | null): { score: number; best: number; at: number } | null {
  if (!r || r.status !== 'settled' || Number(r.demo) !== 0 || r.settled_at === null) return null;
  const at = Number(r.settled_at);
  if (at < t.startsAt || at >= t.endsAt) return null;
  const bet = Number(r.bet_cents);
  if (bet <= 0 || bet < t.minStake) return null;
  if (!t.types.has(r.game_type) && !t.games.has(gameKey(r.vendor, r.game_code))) return null;
  const win = Number(r.win_cents);
  const best = Math.floor((win * 100) / bet);
  const score = t.scoring === 'wagered' ? bet : t.scoring === 'net_win' ? win - bet : best;
  return { score, best, at };
}

export interface TournamentsDeps {
  repository: TournamentsRepository;
  transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  merchants: { byCode(code: string): Promise<ResolvedMerchant | undefined> };
  catalogue: {
    gameOf(merchantCode: string, vendor: string, code: string): Promise<unknown | undefined>;
    gamesOf(merchantCode: string, refs: { vendor: string; code: string }[], language: Language): Promise<Game[]>;
    search(merchantCode: string, q: string | undefined): Promise<{ vendor: string; code: string; name: string; type: string }[]>;
  };
  ledger: Pick<LedgerService, 'run'>;
  bonus: Pick<BonusService, 'grantReward'>;
  purseById(memberId: number): Promise<Purse | undefined>;
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void>;
  /** the live leaderboards (set once the module registers; absent: nobody is told) */
  live?: () => TournamentLive | undefined;
  /** drops every process's copy of the running tournaments */
  invalidate(): Promise<void>;
  onInvalidate(drop: () => void): void;
  now: () => number;
  log: FastifyBaseLogger;
  maskName(name: string): string;
}

/**
 * Tournaments: operators define them per merchant; every settled real-money round of their games counts in
 * the round's own transaction (roundChanged, from the rounds service); a job freezes the standings after
 * the end and pays the prizes once on the ledger.
 */
export function createTournamentsService(deps: TournamentsDeps) {
  const { repository: repo, now } = deps;

  // ---- the rounds' hook: the running tournaments of each merchant, in memory ----

  const liveCache = new Map<string, { expiresAt: number; list: LiveTournament[] }>();
  let generation = 0;
  deps.onInvalidate(() => {
    liveCache.clear();
    generation++;
  });

  function compile(row: TournamentRow): LiveTournament {
    return {
      id: row.id,
      scoring: row.scoring as TournamentScoring,
      minStake: row.min_stake_cents,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      types: new Set(JSON.parse(row.game_types) as string[]),
      games: new Set((JSON.parse(row.games) as { vendor: string; code: string }[]).map((g) => gameKey(g.vendor, g.code))),
    };
  }

  /** Read in the round's own transaction when stale: on SQLite another connection would wait for it. */
  async function running(merchantCode: string, tx: Kysely<Database>): Promise<LiveTournament[]> {
    const at = now();
    const cached = liveCache.get(merchantCode);
    if (cached && cached.expiresAt > at) return cached.list;
    const started = generation;
    const list = (await repo.live(merchantCode, at - FINISH_GRACE_MS, tx)).map(compile);
    if (started === generation) liveCache.set(merchantCode, { expiresAt: at + LIVE_CACHE_TTL_MS, list });
    return list;
  }

  function settledReal(r: RoundState | null): boolean {
    return r !== null && r.status === 'settled' && Number(r.demo) === 0;
  }

  async function roundChanged(tx: Tx, before: RoundState | null, after: RoundState): Promise<void> {
    // most changes (a stake of an open round, demo play) count nowhere: no lookup at all
    if (!settledReal(before) && !settledReal(after)) return;
    const list = await running(after.merchant_code, tx);
    if (list.length === 0) return;
    for (const t of list) {
      const was = counted(t, before);
      const is = counted(t, after);
      if (!was && !is) continue;
      let delta;
      if (t.scoring === 'multiplier') {
        // the best round so far: a new round may raise it; a rollback does not lower it (see docs/decisions.md)
        if (!is) continue;
        delta = { score: is.best, rounds: was ? 0 : 1, best: is.best, at: is.at };
      } else {
        delta = { score: (is?.score ?? 0) - (was?.score ?? 0), rounds: (is ? 1 : 0) - (was ? 1 : 0), best: is?.best ?? 0, at: is?.at ?? was!.at };
        if (delta.score === 0 && delta.rounds === 0 && !is) continue;
      }
      await repo.addToEntry(tx, { tournamentId: t.id, memberId: after.member_id, ...delta }, t.scoring === 'multiplier');
      const change = { merchant: after.merchant_code, tournamentId: t.id, memberId: after.member_id };
      afterCommit(tx, () => deps.live?.()?.changed(change));
    }
  }

  // ---- views ----

  function textsOf(row: TournamentRow): Texts {
    return JSON.parse(row.texts) as Texts;
  }

  function opsView(row: TournamentRow, merchant: ResolvedMerchant | undefined, entrants: number, paidCents: number): OpsTournament {
    const prizes = prizesOf(row);
    return {
      id: row.id,
      merchantCode: row.merchant_code,
      currency: row.currency,
      timeZone: merchant?.timeZone ?? 'UTC',
      status: row.status as TournamentStatus,
      phase: tournamentPhase({ status: row.status as TournamentStatus, startsAt: row.starts_at, endsAt: row.ends_at }, now()),
      texts: textsOf(row),
      gameTypes: JSON.parse(row.game_types) as GameType[],
      games: JSON.parse(row.games) as { vendor: string; code: string }[],
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      scoring: row.scoring as TournamentScoring,
      minStake: money(row.min_stake_cents),
      prizes: prizes.map((p) => ({ fromRank: p.fromRank, toRank: p.toRank, amount: money(p.amountCents), kind: p.kind, wageringMultiplier: p.wageringMultiplier })),
      prizePool: money(poolCents(prizes)),
      entrants,
      prizesPaid: money(paidCents),
      createdAt: row.created_at,
      createdBy: row.created_by,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      publishedAt: row.published_at,
      finishedAt: row.finished_at,
      cancelledAt: row.cancelled_at,
    };
  }

  function playerView(row: TournamentRow, merchant: ResolvedMerchant, language: Language, entrants: number): PlayerTournament {
    const texts = textsOf(row);
    const text = texts[language] ?? texts.EN ?? { name: '', description: '' };
    return {
      id: row.id,
      name: text.name,
      description: text.description,
      phase: tournamentPhase({ status: row.status as TournamentStatus, startsAt: row.starts_at, endsAt: row.ends_at }, now()),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      timeZone: merchant.timeZone,
      currency: row.currency,
      scoring: row.scoring as TournamentScoring,
      minStake: row.min_stake_cents / 100,
      prizePool: poolCents(prizesOf(row)) / 100,
      gameTypes: JSON.parse(row.game_types) as GameType[],
      entrants,
    };
  }

  async function merchantOf(code: string): Promise<ResolvedMerchant> {
    const merchant = await deps.merchants.byCode(code);
    if (!merchant) throw new AppError('merchant.unknown');
    return merchant;
  }

  /** A tournament the caller may see (an operator's scope), or 404. */
  async function load(id: number, sees: (merchantCode: string) => boolean): Promise<TournamentRow> {
    const row = await repo.byId(id);
    if (!row || !sees(row.merchant_code)) throw new AppError('tournament.not.found');
    return row;
  }

  async function opsOne(row: TournamentRow): Promise<OpsTournament> {
    const [entrants, paid] = await Promise.all([repo.entrantsOf([row.id]), repo.paidOf([row.id])]);
    return opsView(row, await deps.merchants.byCode(row.merchant_code), entrants.get(row.id) ?? 0, paid.get(row.id) ?? 0);
  }

  /** The body checked against the merchant (its languages, its catalogue) and turned into columns. */
  async function columnsOf(merchant: ResolvedMerchant, body: TournamentBody) {
    for (const language of Object.keys(body.texts) as Language[]) {
      if (language !== 'EN' && !merchant.languages.includes(language)) {
        throw new AppError('tournament.language.invalid', { value: { language } });
      }
    }
    for (const g of body.games) {
      if (!(await deps.catalogue.gameOf(merchant.code, g.vendor, g.code))) throw new AppError('tournament.game.unknown', { value: { vendor: g.vendor, code: g.code } });
    }
    const prizes: StoredPrize[] = [...body.prizes]
      .sort((a, b) => a.fromRank - b.fromRank)
      .map((p) => ({ fromRank: p.fromRank, toRank: p.toRank, amountCents: centsOf(p.amount), kind: p.kind, wageringMultiplier: p.kind === 'bonus' ? p.wageringMultiplier : 0 }));
    return {
      texts: JSON.stringify(body.texts),
      game_types: JSON.stringify(body.gameTypes),
      games: JSON.stringify(body.games),
      starts_at: body.startsAt,
      ends_at: body.endsAt,
      scoring: body.scoring,
      min_stake_cents: centsOf(body.minStake),
      prizes: JSON.stringify(prizes),
    };
  }

  async function standingsOf(t: TournamentRow, memberIds: readonly number[]): Promise<Map<number, TournamentStanding>> {
    const ranks = await repo.ranksOf(t.id, memberIds);
    return new Map([...ranks].map(([memberId, { rank, entry }]) => [memberId, { rank, score: scoreValue(t.scoring as TournamentScoring, entry.score), rounds: entry.rounds }]));
  }

  /** The board players see, without the viewer's own standing. */
  async function boardOf(t: TournamentRow, changedMembers: readonly number[]): Promise<Omit<TournamentBoardEvent, 'me'>> {
    const scoring = t.scoring as TournamentScoring;
    const [top, entrants] = await Promise.all([repo.top(t.id, TOURNAMENT_BOARD_SIZE), repo.entrants(t.id)]);
    const changedIds = changedMembers.filter((m) => m > 0);
    const outside = changedIds.filter((m) => !top.some((e) => e.member_id === m));
    const [names, ranks] = await Promise.all([
      deps.usernames([...top.map((e) => e.member_id), ...outside]),
      outside.length > 0 ? repo.ranksOf(t.id, outside) : Promise.resolve(new Map<number, { rank: number; entry: TournamentEntryRow }>()),
    ]);
    const row = (rank: number, e: TournamentEntryRow) => ({ rank, name: deps.maskName(names.get(e.member_id) ?? '?'), score: scoreValue(scoring, e.score), rounds: e.rounds });
    const topRows = top.map((e, i) => row(i + 1, e));
    const changed = changedIds.flatMap((m) => {
      const i = top.findIndex((e) => e.member_id === m);
      if (i >= 0) return [topRows[i]!];
      const r = ranks.get(m);
      return r ? [row(r.rank, r.entry)] : [];
    });
    return {
      type: 'board',
      tournamentId: t.id,
      phase: tournamentPhase({ status: t.status as TournamentStatus, startsAt: t.starts_at, endsAt: t.ends_at }, now()),
      entrants,
      top: topRows,
      changed,
      at: now(),
    };
  }

  // ---- the end: standings frozen, prizes paid once ----

  async function finish(t: TournamentRow): Promise<boolean> {
    const prizes = prizesOf(t);
    const done = await deps.transaction(async (tx) => {
      const at = now();
      const row = await repo.update(t.id, ['published'], { status: 'finished', finished_at: at, updated_at: at, updated_by: 'system' }, tx);
      if (!row) return false;
      let rank = 0;
      for (const e of await repo.standings(t.id, tx)) {
        rank++;
        // only a positive score wins a prize (a net loss never does)
        const prize = e.score > 0 ? prizeRowFor(prizes, rank) : undefined;
        await repo.setFinal(tx, t.id, e.member_id, { rank, prizeCents: prize?.amountCents ?? null, prizeKind: prize?.kind ?? null });
      }
      return true;
    });
    if (done) {
      await deps.invalidate();
      deps.live?.()?.changed({ merchant: t.merchant_code, tournamentId: t.id, memberId: null });
    }
    return done;
  }

  async function payOne(t: TournamentRow, e: TournamentEntryRow): Promise<boolean> {
    const purse = await deps.purseById(e.member_id);
    if (!purse || purse.demo || purse.currency !== t.currency) {
      deps.log.warn({ tournament: t.id, member: e.member_id }, 'tournament prize: no real purse in the tournament currency');
      return false;
    }
    const amount = e.prize_cents ?? 0;
    const prize = prizeRowFor(prizesOf(t), e.final_rank ?? 0);
    const paid = await deps.ledger.run(async (book) => {
      if (!(await repo.markPaid(book.tx, t.id, e.member_id, now()))) return false;
      if (e.prize_kind === 'bonus') {
        await deps.bonus.grantReward(book, purse, {
          ruleCode: 'TOURNAMENT',
          sourceRef: `tournament:${t.id}:${e.member_id}`,
          amount,
          wageringRequired: amount * (prize?.wageringMultiplier ?? 0),
        });
      } else {
        await book.transfer({
          key: `tournament-prize:${t.id}:${e.member_id}`,
          debit: accounts.promotions(t.merchant_code, t.currency),
          credit: accounts.cash(purse),
          amount,
          kind: 'tournament_prize',
          memberId: e.member_id,
          reference: `tournament:${t.id}`,
        });
      }
      return true;
    });
    if (paid) {
      const merchant = await deps.merchants.byCode(t.merchant_code);
      const language = merchant?.defaultLanguage ?? 'EN';
      const texts = textsOf(t);
      const name = (texts[language] ?? texts.EN)?.name ?? '';
      const message = winnerMessage(language, { name, rank: e.final_rank ?? 0, amount: `${t.currency} ${money(amount)}`, bonus: e.prize_kind === 'bonus' });
      await deps.notify(e.member_id, t.merchant_code, message.title, message.content).catch((err: unknown) => deps.log.warn({ err }, 'tournament prize: winner not told'));
    }
    return paid;
  }

  return {
    roundChanged,

    async create(merchantCode: string, body: TournamentBody, by: string): Promise<OpsTournament> {
      const merchant = await merchantOf(merchantCode);
      const at = now();
      const row = await repo.insert({
        merchant_code: merchant.code,
        currency: merchant.currency.code,
        status: 'draft',
        ...(await columnsOf(merchant, body)),
        created_at: at,
        created_by: by,
        updated_at: at,
        updated_by: by,
        published_at: null,
        finished_at: null,
        cancelled_at: null,
      });
      return opsView(row, merchant, 0, 0);
    },

    async update(id: number, sees: (code: string) => boolean, body: TournamentBody, by: string): Promise<{ before: OpsTournament; after: OpsTournament }> {
      const row = await load(id, sees);
      const before = await opsOne(row);
      const merchant = await merchantOf(row.merchant_code);
      const editable = row.status === 'draft' || (row.status === 'published' && now() < row.starts_at);
      if (!editable) throw new AppError('tournament.not.editable');
      const columns = await columnsOf(merchant, body);
      if (row.status === 'published' && body.startsAt <= now()) throw new AppError('tournament.period.invalid', { message: 'A published tournament keeps a start in the future.' });
      // guarded: a tournament that started or was published meanwhile is refused, not changed
      const statuses = row.status === 'draft' ? ['draft'] : ['published'];
      const after = await repo.update(id, statuses, { ...columns, updated_at: now(), updated_by: by });
      if (!after) throw new AppError('tournament.not.editable');
      if (after.status === 'published') await deps.invalidate();
      return { before, after: await opsOne(after) };
    },

    async publish(id: number, sees: (code: string) => boolean, by: string): Promise<{ before: OpsTournament; after: OpsTournament }> {
      const row = await load(id, sees);
      const before = await opsOne(row);
      if (row.status !== 'draft') throw new AppError('tournament.not.editable');
      if (row.ends_at <= now()) throw new AppError('tournament.period.invalid');
      const at = now();
      const after = await repo.update(id, ['draft'], { status: 'published', published_at: at, updated_at: at, updated_by: by });
      if (!after) throw new AppError('tournament.not.editable');
      await deps.invalidate();
      return { before, after: await opsOne(after) };
    },

    async cancel(id: number, sees: (code: string) => boolean, by: string): Promise<{ before: OpsTournament; after: OpsTournament }> {
      const row = await load(id, sees);
      const before = await opsOne(row);
      const at = now();
      const after = await repo.update(id, ['draft', 'published'], { status: 'cancelled', cancelled_at: at, updated_at: at, updated_by: by });
      if (!after) throw new AppError('tournament.not.editable');
      await deps.invalidate();
      deps.live?.()?.changed({ merchant: row.merchant_code, tournamentId: row.id, memberId: null });
      return { before, after: await opsOne(after) };
    },

    async list(merchantCode: string, status?: TournamentStatus): Promise<{ list: OpsTournament[]; timeZone: string; currency: string }> {
      const merchant = await merchantOf(merchantCode);
      const rows = await repo.list(merchant.code, status);
      const ids = rows.map((r) => r.id);
      const [entrants, paid] = await Promise.all([repo.entrantsOf(ids), repo.paidOf(ids)]);
      return { list: rows.map((r) => opsView(r, merchant, entrants.get(r.id) ?? 0, paid.get(r.id) ?? 0)), timeZone: merchant.timeZone, currency: merchant.currency.code };
    },

    async detail(id: number, sees: (code: string) => boolean): Promise<OpsTournamentDetail> {
      const row = await load(id, sees);
      const tournament = await opsOne(row);
      const top = await repo.top(row.id, OPS_STANDINGS);
      const names = await deps.usernames(top.map((e) => e.member_id));
      const scoring = row.scoring as TournamentScoring;
      return {
        tournament,
        standings: top.map((e, i) => ({
          rank: e.final_rank ?? i + 1,
          memberId: e.member_id,
          account: names.get(e.member_id) ?? String(e.member_id),
          score: scoreValue(scoring, e.score),
          rounds: e.rounds,
          best: e.best / 100,
          updatedAt: e.updated_at,
          prize: e.prize_cents === null ? null : money(e.prize_cents),
          prizeKind: (e.prize_kind as TournamentPrizeKind | null) ?? null,
          paidAt: e.paid_at,
        })),
      };
    },

    /** What players see, running first, then scheduled, then the recently finished. */
    async playerList(merchant: ResolvedMerchant, language: Language): Promise<{ list: PlayerTournament[] }> {
      const rows = await repo.visible(merchant.code, now() - FINISHED_SHOWN_MS);
      const entrants = await repo.entrantsOf(rows.map((r) => r.id));
      const order = { running: 0, scheduled: 1, ended: 2, finished: 3, draft: 4, cancelled: 4 } as const;
      const list = rows.map((r) => playerView(r, merchant, language, entrants.get(r.id) ?? 0));
      list.sort((a, b) => order[a.phase] - order[b.phase] || (a.phase === 'finished' ? b.endsAt - a.endsAt : a.startsAt - b.startsAt));
      return { list };
    },

    async playerDetail(merchant: ResolvedMerchant, id: number, language: Language, memberId: number | null): Promise<PlayerTournamentDetail> {
      const row = await repo.byId(id);
      if (!row || row.merchant_code !== merchant.code || (row.status !== 'published' && row.status !== 'finished')) throw new AppError('tournament.not.found');
      const board = await boardOf(row, []);
      const mine = memberId === null ? new Map<number, TournamentStanding>() : await standingsOf(row, [memberId]);
      const refs = JSON.parse(row.games) as { vendor: string; code: string }[];
      let myPrize: number | null = null;
      if (memberId !== null && row.status === 'finished') {
        const entry = (await repo.ranksOf(row.id, [memberId])).get(memberId)?.entry;
        myPrize = entry?.prize_cents ? entry.prize_cents / 100 : null;
      }
      const prizes = prizesOf(row);
      return {
        ...playerView(row, merchant, language, board.entrants),
        prizes: prizes.map((p) => ({ fromRank: p.fromRank, toRank: p.toRank, amount: p.amountCents / 100, kind: p.kind, wageringMultiplier: p.wageringMultiplier })),
        games: await deps.catalogue.gamesOf(merchant.code, refs, language),
        board: { ...board, me: memberId === null ? null : (mine.get(memberId) ?? null) },
        myPrize,
      };
    },

    /** The games an operator may name, by a part of their name. */
    async games(merchantCode: string, q: string | undefined): Promise<{ list: { vendor: string; code: string; name: string; type: string }[] }> {
      const merchant = await merchantOf(merchantCode);
      return { list: await deps.catalogue.search(merchant.code, q) };
    },

    /** The socket's source: a tournament players may watch (of the merchant), or undefined. */
    async watchable(merchantCode: string, id: number): Promise<TournamentRow | undefined> {
      const row = await repo.byId(id);
      return row && row.merchant_code === merchantCode && (row.status === 'published' || row.status === 'finished') ? row : undefined;
    },

    async board(id: number, changedMembers: readonly number[]): Promise<Omit<TournamentBoardEvent, 'me'> | null> {
      const row = await repo.byId(id);
      return row ? boardOf(row, changedMembers) : null;
    },

    async standings(id: number, memberIds: readonly number[]): Promise<Map<number, TournamentStanding>> {
      const row = await repo.byId(id);
      return row ? standingsOf(row, memberIds) : new Map();
    },

    /**
     * The job: tournaments past their end (and the grace) are finished once (a guarded update freezes the
     * final ranks and prizes in one transaction), then every unpaid prize is paid once (marked paid in the
     * transaction that moves its money; the ledger key per tournament and member is the second lock).
     */
    async finishDue(): Promise<{ finished: number; paid: number }> {
      let finished = 0;
      for (const t of await repo.due(now() - FINISH_GRACE_MS)) if (await finish(t)) finished++;
      let paid = 0;
      const byId = new Map<number, TournamentRow>();
      for (const e of await repo.unpaid(1000)) {
        let t = byId.get(e.tournament_id);
        if (!t) {
          t = await repo.byId(e.tournament_id);
          if (!t) continue;
          byId.set(t.id, t);
        }
        if (await payOne(t, e)) paid++;
      }
      return { finished, paid };
    },
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
