import { endpoint } from '../common/endpoint.ts';
import { ACCOUNT_PATHS } from '../accounts/paths.ts';
import { walletSchema } from '../accounts/schemas.ts';
import { MONEY_PATHS } from './paths.ts';
import { fundsSchema } from './schemas.ts';

/** The player's money routes: balance, deposits, withdrawals, payout accounts, records. */
export const MONEY_PLAYER_ENDPOINTS = {
  wallet: endpoint({
    method: 'GET',
    path: ACCOUNT_PATHS.wallet,
    access: 'session',
    tags: ['wallet'],
    summary: 'Total balance (cash and bonus, two decimals) and currency; trial accounts see their demo balance',
    response: walletSchema,
    failures: [400, 401, 500],
  }),
  funds: endpoint({
    method: 'GET',
    path: MONEY_PATHS.funds,
    access: 'session',
    tags: ['wallet'],
    summary: 'Balance in parts: cash, bonus with the wagering left on it, held by pending withdrawals, withdrawable',
    response: fundsSchema,
    failures: [400, 401, 500],
  }),
} as const;
