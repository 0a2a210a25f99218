import type { z } from 'zod';
import type { Purse } from '../../money/ledger/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { RoundError } from '../rounds/index.ts';
import type { GameRef, PlayOutcome, RoundsService } from '../rounds/index.ts';
import type { PlayerTokens } from './player-token.ts';
import {
  balanceRequestSchema,
  betRequestSchema,
  rollbackRequestSchema,
  roundDetailsOf,
  UNITS_PER_CENT,
  unitsToCents,
  winRequestSchema,
} from './protocol.ts';
import type { WalletHeaders, WalletResponse, WalletScheme, WalletStatus } from './protocol.ts';

export type WalletCall = 'balance' | 'bet' | 'win' | 'rollback';

/** A member's wallet context and whether the member may place new bets. */
export interface PlayerWallet {
  purse: Purse;
  active: boolean;
}

export interface SeamlessWalletDeps {
  rounds: RoundsService;
  tokens: PlayerTokens;
  /** integration code -> how its calls are signed and name members (undefined: not an integration here) */
  schemeOf(integration: string): WalletScheme | undefined;
  /** the member's wallet context by id (wins and rollbacks arrive without a live token) */
  walletOf(memberId: number): Promise<PlayerWallet | undefined>;
  /** a game of the member's brand by the code the integration uses (our node id; Hub88: the vendor's game code) */
  gameOf(code: string, merchantCode: string, integration: string): Promise<GameRef | undefined>;
}

const SCHEMAS = {
  balance: balanceRequestSchema,
  bet: betRequestSchema,
  win: winRequestSchema,
  rollback: rollbackRequestSchema,
} as const;

const ROUND_STATUS: Record<RoundError['code'], WalletStatus> = {
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  duplicate_transaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transaction_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  transaction_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  round_closed: 'RS_ERROR_DUPLICATE_TRANSACTION',
};

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

class WalletRefusal extends Error {
  constructor(
    readonly status: WalletStatus,
    readonly balanceCents: number | null = null,
  ) {
    super(status);
  }
}

/**
 * The vendor-facing wallet: checks the signature, the token (for balance and bets), the member, the game
 * and the currency, then hands the money to the rounds service and answers in the vendor's terms.
 */
export function createSeamlessWalletService(deps: SeamlessWalletDeps) {
  async function walletForCall(scheme: WalletScheme, call: WalletCall, body: { user: string; token?: string }): Promise<PlayerWallet> {
    const memberId = scheme.memberOf(body.user);
    if (memberId === null) throw new WalletRefusal('RS_ERROR_INVALID_TOKEN');
    if (call === 'balance' || call === 'bet') {
      const check = await deps.tokens.check(body.token ?? '');
      if (!check.ok) throw new WalletRefusal(check.reason === 'expired' ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_ERROR_INVALID_TOKEN');
      if (check.claims.memberId !== memberId) throw new WalletRefusal('RS_ERROR_INVALID_TOKEN');
    }
    const wallet = await deps.walletOf(memberId);
    if (!wallet) throw new WalletRefusal('RS_ERROR_INVALID_TOKEN');
    return wallet;
  }

  async function handle(integration: string, call: WalletCall, raw: unknown, wallet: PlayerWallet): Promise<{ outcome: PlayOutcome | null; balance: number }> {
    const { purse } = wallet;
    if (call === 'balance') {
      const body = raw as z.infer<typeof balanceRequestSchema>;
      if (!(await deps.gameOf(body.game_code, purse.merchantCode, integration))) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
      return { outcome: null, balance: await deps.rounds.balance(purse) };
    }
    if (call === 'rollback') {
      const body = raw as z.infer<typeof rollbackRequestSchema>;
      const game = await deps.gameOf(body.game_code, purse.merchantCode, integration);
      if (!game) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
      const outcome = await deps.rounds.rollback({
        purse,
        integration,
        transactionId: body.transaction_uuid,
        referenceTransactionId: body.reference_transaction_uuid,
        roundRef: body.round,
        game,
      });
      return { outcome, balance: await deps.rounds.balance(purse) };
    }
    const body = raw as z.infer<typeof winRequestSchema>;
    const game = await deps.gameOf(body.game_code, purse.merchantCode, integration);
    if (!game) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
    if (body.currency !== purse.currency) throw new WalletRefusal('RS_ERROR_WRONG_CURRENCY');
    const cents = unitsToCents(body.amount);
    if (cents === null) throw new WalletRefusal('RS_ERROR_WRONG_SYNTAX');
    const base = { purse, integration, transactionId: body.transaction_uuid, roundRef: body.round, game, details: roundDetailsOf(body.meta) };
    if (call === 'bet') {
      if (!wallet.active) throw new WalletRefusal('RS_ERROR_USER_DISABLED');
      if (cents <= 0) throw new WalletRefusal('RS_ERROR_WRONG_SYNTAX');
      const bonusId = (body as { bonus_id?: string }).bonus_id;
      const outcome = await deps.rounds.bet({ ...base, amount: cents, closeRound: body.round_closed, freeRoundGrantId: bonusId === undefined ? undefined : Number(bonusId) });
      return { outcome, balance: outcome.balance };
    }
    const outcome = await deps.rounds.win({
      ...base,
      amount: cents,
      betTransactionId: body.reference_transaction_uuid ?? null,
      closeRound: body.round_closed,
    });
    return { outcome, balance: outcome.balance };
  }

  return {
    /**
     * One signed call. `rawBody` is exactly what arrived (the signature covers it); the answer is the
     * vendor's JSON, always with the balance the member has after the call.
     */
    async call(integration: string, call: WalletCall, rawBody: string, headers: WalletHeaders): Promise<WalletResponse> {
      const scheme = deps.schemeOf(integration);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        parsed = null;
      }
      const echo = (parsed ?? {}) as { user?: unknown; request_uuid?: unknown };
      const answer = (status: WalletStatus, currency = '', balanceCents = 0): WalletResponse => ({
        user: typeof echo.user === 'string' ? echo.user : '',
        status,
        request_uuid: typeof echo.request_uuid === 'string' ? echo.request_uuid : '',
        currency,
        balance: balanceCents * UNITS_PER_CENT,
      });
      if (!scheme || !scheme.verify(rawBody, headers)) return answer('RS_ERROR_INVALID_SIGNATURE');
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return answer('RS_ERROR_WRONG_SYNTAX');
      const body = scheme.normalize ? scheme.normalize(parsed as Record<string, unknown>) : parsed;
      const result = SCHEMAS[call].safeParse(body);
      if (!result.success) {
        // every field there, some of the wrong type (a number for a string…): the protocol may say so apart
        const typesOnly = result.error.issues.every((i) => i.code === 'invalid_type' && valueAt(body, i.path) !== undefined);
        return answer(typesOnly ? scheme.wrongTypes : 'RS_ERROR_WRONG_SYNTAX');
      }
      let wallet: PlayerWallet;
      try {
        wallet = await walletForCall(scheme, call, result.data as { user: string; token?: string });
      } catch (err) {
        if (err instanceof WalletRefusal) return answer(err.status);
        throw err;
      }
      const currency = wallet.purse.currency;
      try {
        const { balance } = await handle(integration, call, result.data, wallet);
        return answer('RS_OK', currency, balance);
      } catch (err) {
        if (err instanceof WalletRefusal) return answer(err.status, currency, await deps.rounds.balance(wallet.purse));
        if (err instanceof RoundError) {
          return answer(ROUND_STATUS[err.code], currency, err.balance ?? (await deps.rounds.balance(wallet.purse)));
        }
        // Player protection refused the stake: a limit the member (or an operator) set, or an exclusion.
        // Bonus terms refused it: above the maximum stake while wagering, or not a free round this member has.
        if (err instanceof AppError && err.errorCode === 'bonus.stake.too.high') return answer('RS_ERROR_LIMIT_REACHED', currency, await deps.rounds.balance(wallet.purse));
        if (err instanceof AppError && err.errorCode === 'bonus.free.round.invalid') return answer('RS_ERROR_WRONG_SYNTAX', currency, await deps.rounds.balance(wallet.purse));
        if (err instanceof AppError && (err.errorCode === 'rg.limit.reached' || err.errorCode === 'rg.excluded')) {
          const status = err.errorCode === 'rg.limit.reached' ? 'RS_ERROR_LIMIT_REACHED' : 'RS_ERROR_USER_DISABLED';
          return answer(status, currency, await deps.rounds.balance(wallet.purse));
        }
        throw err;
      }
    },
  };
}

export type SeamlessWalletService = ReturnType<typeof createSeamlessWalletService>;
