import type { FastifyInstance } from 'fastify';
import { createMemberRepository } from './core/accounts/repository.ts';
import type { MemberRepository } from './core/accounts/repository.ts';
import { createActivity } from './modules/money/activity/index.ts';
import type { ActivityService } from './modules/money/activity/index.ts';
import { createBonus, createCampaigns } from './modules/money/bonus/index.ts';
import type { BonusService, CampaignService } from './modules/money/bonus/index.ts';
import { gameCatalogueOf } from './modules/catalogue/catalogue/index.ts';
import type { GameCatalogue } from './modules/catalogue/catalogue/index.ts';
import { createJackpot } from './modules/play/jackpot/index.ts';
import type { JackpotService } from './modules/play/jackpot/index.ts';
import { createLedger, createLedgerRepository, pursesOf } from './modules/money/ledger/index.ts';
import type { LedgerRepository, LedgerService } from './modules/money/ledger/index.ts';
import { createPaymentsRepository } from './modules/money/payments/index.ts';
import type { PaymentsRepository } from './modules/money/payments/index.ts';
import { createWithdrawalsRepository } from './modules/money/withdrawals/index.ts';
import type { WithdrawalsRepository } from './modules/money/withdrawals/index.ts';
import { createLobbyNews } from './modules/content/lobby-news/index.ts';
import type { LobbyNewsService } from './modules/content/lobby-news/index.ts';
import { createPlayerGameRepository } from './modules/catalogue/player-games/index.ts';
import type { PlayerGameRepository } from './modules/catalogue/player-games/index.ts';
import { createAml } from './modules/money/aml/index.ts';
import type { AmlService } from './modules/money/aml/index.ts';
import { createKyc } from './modules/money/kyc/index.ts';
import type { KycService } from './modules/money/kyc/index.ts';
import { inboxNotifier } from './modules/content/inbox/index.ts';
import { createRisk } from './modules/operators/risk/index.ts';
import { createSegments } from './modules/operators/segments/index.ts';
import type { SegmentsService } from './modules/operators/segments/index.ts';
import type { RiskService } from './modules/operators/risk/index.ts';
import { createProtection } from './modules/money/protection/index.ts';
import type { ProtectionService } from './modules/money/protection/index.ts';
import { createRoundReads, createRounds } from './modules/play/rounds/index.ts';
import { createTournaments } from './modules/play/tournaments/index.ts';
import { createSportsbook } from './modules/play/sportsbook/index.ts';
import type { SportsbookService } from './modules/play/sportsbook/index.ts';
import type { TournamentLive, TournamentsService } from './modules/play/tournaments/index.ts';
import type { RoundReads, RoundsService } from './modules/play/rounds/index.ts';

/**
 * The services more than one module uses, each built once per app. The core (core/index.ts) builds what the
 * cross-cutting plugins share; this composition root builds, on top of it and in dependency order, the
 * modules' shared services, and the modules take them from `app.services` instead of building their own
 * copies (each copy had its own caches and its own cache-bus subscription). A service only its own module
 * uses is still built inside that module.
 */
export interface Services {
  /** the members' accounts (core/accounts): who a member is, their profile, credentials and standing */
  accounts: MemberRepository;
  /** every balance change (modules/money/ledger) */
  ledger: LedgerService;
  /** a member's wallet context by id, for calls without a session: webhooks, vendors, operators */
  purseById: ReturnType<typeof pursesOf>;
  /** bonus money: grants and wagering */
  bonus: BonusService;
  /** operators' bonus campaigns over the bonus engine: claims, codes, deposit matches, cashback, approvals */
  campaigns: CampaignService;
  /** the lobby news that jackpots, rounds and the catalogue report to */
  lobbyNews: LobbyNewsService;
  /** progressive jackpot pools fed by stakes */
  jackpot: JackpotService;
  /** each member's bets, wins, deposits and withdrawals per local day: the one source of those figures */
  activity: ActivityService;
  /** player protection: limits and exclusions, checked on every stake, deposit and sign-in */
  protection: ProtectionService;
  /** anti-money-laundering alerts, raised by deposits and withdrawals in their transactions */
  aml: AmlService;
  /** identity verification: members' levels, their documents, and what holds a withdrawal */
  kyc: KycService;
  /** risk flags with their evidence, tags, and the review that holds a player's withdrawals */
  risk: RiskService;
  /**
   * saved rule sets over a brand's players: who is in a segment now (`includes` for bonus eligibility,
   * `memberIds`, chunks for messages)
   */
  segments: SegmentsService;
  /** the money of play for every game */
  rounds: RoundsService;
  /** operators' tournaments: scored in each round's transaction, with their live leaderboards */
  tournaments: TournamentsService & { live: TournamentLive };
  /** what other modules read of the rounds' tables: the winner board, the vendor calls on record */
  roundReads: RoundReads;
  /** the sportsbook: the feed's book priced per merchant, bets held and staked through the rounds, the live sockets */
  sportsbook: SportsbookService;
  /** the members' favourite and recent games (player-games), also what makes a game popular */
  playerGames: PlayerGameRepository;
  /** the game catalogue with its caches (dropped on the bus's catalogue invalidations) */
  catalogue: GameCatalogue;
  /** the ledger's records: accounts, transfers, the operators' views of them */
  ledgerRecords: LedgerRepository;
  /** the payments module's records: channels, deposit orders, payout accounts */
  paymentRecords: PaymentsRepository;
  /** the withdrawals module's records: orders and their approvals */
  withdrawalRecords: WithdrawalsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the modules' shared services (services.ts), built once */
    services: Services;
  }
}

export function buildServices(app: FastifyInstance): Services {
  const accounts = createMemberRepository(app.db);
  const ledger = createLedger(app);
  const bonus = createBonus(app);
  const lobbyNews = createLobbyNews(app);
  const jackpot = createJackpot(app, { ledger, news: lobbyNews });
  const activity = createActivity(app.db);
  const paymentRecords = createPaymentsRepository(app.db);
  const purseById = pursesOf(app, accounts);
  // Protection counts the stakes of open rounds, and the rounds ask it before each stake: the rounds are
  // built right after it, and it reaches them only when asked.
  const protection = createProtection(app, {
    activity,
    ledger,
    bonus,
    openStakes: (memberId, since, on) => rounds.openStakes(memberId, since, on),
    pendingDeposits: (memberId, on) => paymentRecords.pendingCents(memberId, app.clock(), on),
    purseById,
  });
  const tournaments = createTournaments(app, {
    ledger,
    bonus,
    purseById,
    usernames: (ids) => accounts.usernames(ids),
    // the inbox reads the services once they are decorated (a prize is paid long after start-up)
    notify: (memberId, merchantCode, title, content) => inboxNotifier(app).notify(memberId, merchantCode, title, content),
  });
  const rounds = createRounds(app, { ledger, bonus, jackpot, news: lobbyNews, activity, guard: protection, tournaments });
  const withdrawalRecords = createWithdrawalsRepository(app.db);
  const aml = createAml(app);
  const roundReads = createRoundReads(app.db);
  const risk = createRisk(app, { members: accounts, withdrawals: withdrawalRecords, activity, aml, bonus, rounds: roundReads });
  const segments = createSegments(app);
  const catalogue = gameCatalogueOf(app);
  const campaigns = createCampaigns(app, {
    // a game as rounds name it: its vendor and its id (nodeId), the same at every merchant
    game: async (merchantCode, vendor, code) => {
      const g = await catalogue.games.byNodeId(merchantCode, code);
      return g && g.vassalage === vendor ? { name: g.name_en, type: g.game_type } : undefined;
    },
    engine: bonus,
    ledger,
    members: accounts,
    activity,
    segments,
    purseById,
    // the inbox reads the services once they are decorated (it is told long after start-up)
    notify: (memberId, merchantCode, title, content) => inboxNotifier(app).notify(memberId, merchantCode, title, content),
  });
  const sportsbook = createSportsbook(app, {
    ledger,
    rounds,
    purseById,
    usernames: (ids) => accounts.usernames(ids),
    memberIdOf: async (merchant, username) => (await accounts.byUsername(merchant, username.trim().toLowerCase()))?.id,
  });
  const services = {
    accounts,
    campaigns,
    sportsbook,
    ledger,
    purseById,
    bonus,
    lobbyNews,
    jackpot,
    activity,
    protection,
    aml,
    rounds,
    tournaments,
    roundReads,
    playerGames: createPlayerGameRepository(app.db),
    catalogue,
    ledgerRecords: createLedgerRepository(app.db),
    paymentRecords,
    withdrawalRecords,
    risk,
    segments,
    kyc: createKyc(app, {
      members: accounts,
      activity,
      withdrawals: withdrawalRecords,
      underReview: (memberId) => risk.underReview(memberId),
      // the inbox reads the services once they are decorated (it is told of a decision long after start-up)
      notify: (memberId, merchantCode, title, content) => inboxNotifier(app).notify(memberId, merchantCode, title, content),
    }),
  };
  return services;
}
