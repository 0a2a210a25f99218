import { CONSOLE_PLAYERS_ENDPOINTS, maskAccountNo } from '@lobby/contract';
import type { ConsoleMemberRow, RoundDetails } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import type { MemberRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ActivityService } from '../../money/activity/index.ts';
import type { LedgerRepository } from '../../money/ledger/index.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import type { PaymentsRepository } from '../../money/payments/index.ts';
import type { RoundsService } from '../../play/rounds/index.ts';
import type { WithdrawalsRepository } from '../../money/withdrawals/index.ts';
import type { ConsolePlayersRepository, MemberListRow } from './repository.ts';
import { maskEmail, maskMobile, money } from './views.ts';

export interface ConsolePlayersRoutesOptions {
  repository: ConsolePlayersRepository;
  members: MemberRepository;
  merchants: MerchantService;
  ledger: LedgerRepository;
  payments: PaymentsRepository;
  withdrawals: WithdrawalsRepository;
  /** the player's rounds (their owner lists them) */
  rounds: Pick<RoundsService, 'allMemberRounds'>;
  /** the player's all-time figures */
  activity: Pick<ActivityService, 'totals' | 'deposits'>;
  sessions: {
    revokeAll(memberId: number): Promise<number>;
    isLive(row: { revoked_at: number | null; expires_at: number; last_seen_at: number }): boolean;
    loginHistory(memberId: number, beforeId: number | undefined, limit: number): Promise<Array<{ id: number; created_at: number; success: number; method: string; reason: string | null; ip: string | null; country: string | null; user_agent: string | null }>>;
  };
  revokeSession(memberId: number, id: string): Promise<boolean>;
  now: () => number;
}

function row(r: MemberListRow): ConsoleMemberRow {
  return {
    account: r.username,
    nickname: r.nickname,
    mobile: maskMobile(r.mobile_e164),
    email: maskEmail(r.email),
    status: r.status === 'active' ? 'enabled' : 'disabled',
    type: r.type,
    vipLevel: r.vip_level ?? 0,
    balance: money(r.balance ?? 0),
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    agent: r.agent,
  };
}

/** A round's details (RoundDetails as JSON) on one line for the operator's table. */
function detailsLine(json: string | null): string | null {
  if (!json) return null;
  const d = JSON.parse(json) as RoundDetails;
  return [d.summary, ...d.items.map((i) => `${i.label}: ${i.value}`)].join(' · ');
}

/** A page of `limit` from `limit + 1` rows: the next cursor is the last row's key when there are more. */
function paged<T, K>(rows: T[], limit: number, key: (row: T) => K): { page: T[]; next: K | null } {
  const page = rows.slice(0, limit);
  return { page, next: rows.length > limit && page.length ? key(page.at(-1)!) : null };
}

/** Operators look players up, read their history, note things down, and disable accounts. */
const consolePlayersRoutes: FastifyPluginAsyncZod<ConsolePlayersRoutesOptions> = async (app, options) => {
  const { repository, members, merchants, now } = options;

  async function merchantOf(code: string) {
    const merchant = await merchants.byCode(code);
    if (!merchant) throw new AppError('merchant.unknown');
    return merchant;
  }

  /** The member of this merchant by account: another merchant's member is as unknown as a missing one. */
  async function memberOf(code: string, account: string): Promise<MemberRow> {
    await merchantOf(code);
    const member = await members.byUsername(code, account.toLowerCase());
    if (!member) throw new AppError('member.not.found');
    return member;
  }

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.members,
    async (request) => {
      await merchantOf(request.query.merchant);
      const { rows, total } = await repository.members(request.query.merchant, request.query);
      return ok({ list: rows.map(row), total });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.member,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const merchant = await merchantOf(request.query.merchant);
      const [label, agent, chain, ip, ledgerAccounts, figures, deposits] = await Promise.all([
        repository.clubLabel(m.club_label_id),
        repository.usernameOf(m.upline_id),
        repository.agentChain(m.id),
        repository.firstIp(m.id),
        options.ledger.memberAccounts(m.id),
        options.activity.totals({ memberId: m.id }),
        options.activity.deposits(m.id),
      ]);
      const cash = ledgerAccounts.find((a) => a.kind === 'member_cash');
      const bonus = ledgerAccounts.find((a) => a.kind === 'member_bonus');
      const net = (a: typeof cash) => (a ? Number(a.credits_posted) - Number(a.debits_posted) : 0);
      let profile: { payeeName?: unknown } = {};
      try {
        profile = JSON.parse(m.profile) as { payeeName?: unknown };
      } catch {
        // an unreadable profile shows no real name
      }
      const base = row({
        id: m.id,
        username: m.username,
        nickname: m.nickname,
        mobile_e164: m.mobile_e164,
        email: m.email,
        status: m.status,
        type: m.type,
        vip_level: label?.level ?? null,
        created_at: Number(m.created_at),
        last_login_at: m.last_login_at === null ? null : Number(m.last_login_at),
        agent,
        balance: net(cash),
      });
      return ok({
        profile: {
          ...base,
          realName: typeof profile.payeeName === 'string' ? profile.payeeName : null,
          birthday: m.birthday,
          invitationCode: m.affiliate_code,
          registeredIp: ip,
        },
        balances: {
          balance: money(net(cash)),
          bonus: money(bonus ? net(bonus) - Number(bonus.debits_pending) : 0),
          held: money(cash ? Number(cash.debits_pending) : 0),
        },
        currency: merchant.currency.code,
        agentChain: chain,
        vip: { level: label?.level ?? 0, name: label?.name ?? null },
        activity: {
          validBets: money(figures.validBet),
          wins: money(figures.win),
          ggr: money(figures.ggr),
          rounds: figures.rounds,
          deposits: money(figures.depositCredited),
          depositCount: figures.depositCount,
          withdrawals: money(figures.withdrawals),
          withdrawalCount: figures.withdrawalCount,
          firstDeposit: deposits.first && { day: deposits.first.day, amount: money(deposits.first.cents) },
        },
      });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.memberRounds,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const { page, next } = paged(await options.rounds.allMemberRounds(m.id, request.query.beforeId, request.query.limit + 1), request.query.limit, (r) => r.id);
      const proofs = page.map((r) => {
        if (!r.fairness) return null;
        try {
          const f = JSON.parse(r.fairness) as { serverSeedHash?: unknown; serverSeed?: unknown; clientSeed?: unknown; nonce?: unknown };
          if (typeof f.serverSeedHash !== 'string' || typeof f.clientSeed !== 'string' || typeof f.nonce !== 'number') return null;
          return { serverSeedHash: f.serverSeedHash, serverSeed: typeof f.serverSeed === 'string' ? f.serverSeed : null, clientSeed: f.clientSeed, nonce: f.nonce };
        } catch {
          return null;
        }
      });
      // The seed is stored with the round only once revealed; rounds played before the reveal find it by hash.
      const revealed = await repository.revealedSeeds(m.id, [...new Set(proofs.filter((p) => p && !p.serverSeed).map((p) => p!.serverSeedHash))]);
      return ok({
        list: page.map((r, i) => {
          const p = proofs[i] ?? null;
          return {
            id: r.id,
            roundId: r.round_ref,
            vendor: r.vendor,
            gameCode: r.game_code,
            gameName: r.game_name,
            gameType: r.game_type,
            bet: money(Number(r.bet_cents)),
            win: money(Number(r.win_cents)),
            status: r.status,
            createdAt: Number(r.created_at),
            settledAt: r.settled_at === null ? null : Number(r.settled_at),
            fairness: p && { ...p, serverSeed: p.serverSeed ?? revealed.get(p.serverSeedHash) ?? null },
            details: detailsLine(r.details),
          };
        }),
        next,
      });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.memberDeposits,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const rows = await options.payments.orders({ memberId: m.id, merchantCode: m.merchant_code, beforeId: request.query.beforeId, limit: request.query.limit + 1 });
      const { page, next } = paged(rows, request.query.limit, (r) => r.id);
      const list = await Promise.all(
        page.map(async (r) => ({
          id: r.id,
          orderNo: r.order_no,
          channel: (await options.payments.channel(r.channel_id))?.code ?? '',
          provider: r.provider,
          amount: money(Number(r.amount_cents)),
          status: r.status,
          createdAt: Number(r.created_at),
          paidAt: r.paid_at === null ? null : Number(r.paid_at),
        })),
      );
      return ok({ list, next });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.memberWithdrawals,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const rows = await options.withdrawals.orders({ memberId: m.id, beforeId: request.query.beforeId, limit: request.query.limit + 1 });
      const { page, next } = paged(rows, request.query.limit, (r) => r.id);
      return ok({
        list: page.map((r) => ({
          id: r.id,
          orderNo: r.order_no,
          bankCode: r.bank_code,
          accountNoMasked: maskAccountNo(r.account_no),
          amount: money(Number(r.amount_cents)),
          fee: money(Number(r.fee_cents)),
          status: r.status,
          reviewedBy: r.reviewed_by,
          reason: r.review_reason ?? r.failure_reason,
          createdAt: Number(r.created_at),
          paidAt: r.paid_at === null ? null : Number(r.paid_at),
        })),
        next,
      });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.memberSessions,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const rows = await repository.sessions(m.id, request.query.beforeId, request.query.limit + 1);
      const { page, next } = paged(rows, request.query.limit, (r) => Number(r.created_at));
      return ok({
        list: page.map((s) => ({
          id: s.id,
          createdAt: Number(s.created_at),
          lastSeenAt: Number(s.last_seen_at),
          expiresAt: Number(s.expires_at),
          live: options.sessions.isLive(s),
          revokedAt: s.revoked_at === null ? null : Number(s.revoked_at),
          ip: s.ip,
          userAgent: s.user_agent,
          country: s.country,
        })),
        next,
      });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.memberLogins,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const rows = await options.sessions.loginHistory(m.id, request.query.beforeId, request.query.limit + 1);
      const { page, next } = paged(rows, request.query.limit, (r) => r.id);
      return ok({
        list: page.map((e) => ({
          id: e.id,
          at: Number(e.created_at),
          success: e.success === 1,
          method: e.method,
          reason: e.reason,
          ip: e.ip,
          country: e.country,
          userAgent: e.user_agent,
        })),
        next,
      });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.memberNotes,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const { page, next } = paged(await repository.notes(m.id, request.query.beforeId, request.query.limit + 1), request.query.limit, (r) => r.id);
      return ok({ list: page.map((n) => ({ id: n.id, at: Number(n.created_at), author: n.author, text: n.text })), next });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.addMemberNote,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const n = await repository.addNote({
        merchant_code: m.merchant_code,
        member_id: m.id,
        author: request.opsActor?.username ?? 'ops-token',
        text: request.body.text,
        created_at: now(),
      });
      const note = { id: n.id, at: Number(n.created_at), author: n.author, text: n.text };
      // a note is added, never changed: nothing before it
      request.auditChange({ merchant: m.merchant_code, target: { account: m.username }, before: null, after: note });
      return ok(note);
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.setMemberStatus,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const status = request.body.enabled ? 'active' : 'disabled';
      const changed = await repository.setStatus(m.id, status);
      // Sessions end even when the account already was disabled: a repeat makes sure nothing is left open.
      const sessionsEnded = request.body.enabled ? 0 : await options.sessions.revokeAll(m.id);
      if (changed) {
        await repository.addNote({
          merchant_code: m.merchant_code,
          member_id: m.id,
          author: request.opsActor?.username ?? 'ops-token',
          text: `${request.body.enabled ? 'Enabled' : 'Disabled'}: ${request.body.reason}`,
          created_at: now(),
        });
      }
      const after = { status: request.body.enabled ? ('enabled' as const) : ('disabled' as const), sessionsEnded };
      request.auditChange({
        merchant: m.merchant_code,
        target: { account: m.username },
        before: { status: m.status === 'active' ? 'enabled' : 'disabled' },
        after: { ...after, reason: request.body.reason },
      });
      return ok(after);
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.endMemberSessions,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      const sessionsEnded = await options.sessions.revokeAll(m.id);
      request.auditChange({ merchant: m.merchant_code, target: { account: m.username }, before: { liveSessions: sessionsEnded }, after: { liveSessions: 0 } });
      return ok({ sessionsEnded });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.endMemberSession,
    async (request) => {
      const m = await memberOf(request.query.merchant, request.params.account);
      if (!(await options.revokeSession(m.id, request.params.id))) throw new AppError('request.not.found', { message: 'No such live session of this player.' });
      request.auditChange({ merchant: m.merchant_code, target: { account: m.username, session: request.params.id }, before: { session: 'live' }, after: { session: 'ended' } });
      return ok({ sessionsEnded: 1 });
    },
  );
};

export default consolePlayersRoutes;
