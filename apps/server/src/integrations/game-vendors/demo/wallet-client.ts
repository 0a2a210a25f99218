import { createHmac, randomUUID } from 'node:crypto';

/** The wallet's answer as the vendor reads it (the operator's protocol: amounts in 1/100,000 units). */
export interface WalletAnswer {
  status: string;
  balance: number;
  currency: string;
}

export type WalletTransport = (path: string, body: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

const UNITS_PER_CENT = 1000;

/**
 * The vendor's account of a round, sent as the call's `meta` (Hub88's free-form field): a line the player's
 * bet records show, and label/value pairs under it ("Hand": "K♠ K♥ 7♦ 7♣ 2♠", "Result": "Two pair").
 */
export interface RoundMeta {
  summary: string;
  items?: Array<{ label: string; value: string }>;
}

/**
 * The demo vendor's side of the seamless wallet: every call signed with the integration's secret, sent over
 * the transport (HTTP to the operator). It knows nothing of the operator's database.
 */
export function createWalletClient(options: { integration: string; secret: string; transport: WalletTransport }) {
  async function call(endpoint: string, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const body = JSON.stringify({ request_uuid: randomUUID(), ...payload });
    const signature = createHmac('sha256', options.secret).update(body).digest('hex');
    const res = await options.transport(`/vendor-api/${options.integration}/${endpoint}`, body, {
      'content-type': 'application/json',
      'x-signature': signature,
    });
    if (res.status !== 200) throw new Error(`wallet answered HTTP ${res.status}`);
    const json = JSON.parse(res.body) as { status?: unknown; balance?: unknown; currency?: unknown };
    return {
      status: String(json.status),
      balance: typeof json.balance === 'number' ? json.balance / UNITS_PER_CENT : 0,
      currency: typeof json.currency === 'string' ? json.currency : '',
    };
  }

  return {
    /** balance in cents */
    balance: (user: string, token: string, game: string) => call('user/balance', { user, token, game_code: game }),
    /** `bonusId`: a free round of the operator's bonus given at launch (the operator pays the stake) */
    bet: (input: { user: string; token: string; game: string; round: string; transaction: string; currency: string; cents: number; bonusId?: string }) =>
      call('transaction/bet', {
        ...(input.bonusId ? { bonus_id: input.bonusId } : {}),
        user: input.user,
        token: input.token,
        game_code: input.game,
        round: input.round,
        round_closed: false,
        transaction_uuid: input.transaction,
        currency: input.currency,
        amount: input.cents * UNITS_PER_CENT,
      }),
    win: (input: { user: string; token: string; game: string; round: string; transaction: string; bet: string; currency: string; cents: number; meta?: RoundMeta }) =>
      call('transaction/win', {
        ...(input.meta ? { meta: input.meta } : {}),
        user: input.user,
        token: input.token,
        game_code: input.game,
        round: input.round,
        round_closed: true,
        transaction_uuid: input.transaction,
        reference_transaction_uuid: input.bet,
        currency: input.currency,
        amount: input.cents * UNITS_PER_CENT,
      }),
    rollback: (input: { user: string; game: string; round: string; transaction: string; bet: string }) =>
      call('transaction/rollback', {
        user: input.user,
        game_code: input.game,
        round: input.round,
        transaction_uuid: input.transaction,
        reference_transaction_uuid: input.bet,
      }),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
