import { endpoint } from '../common/endpoint.ts';
import { PROTECTION_PATHS } from './paths.ts';
import {
  exclusionStartedSchema,
  limitSetSchema,
  protectionStateSchema,
  setLimitBodySchema,
  startExclusionBodySchema,
  statementSchema,
} from './schemas.ts';

const failures = [400, 401, 403, 409, 429] as const;
const tags = ['responsible-gaming'] as const;

/**
 * The member's own protection (/m/set → Responsible gaming): limits, a break or self-exclusion, and the
 * activity statement. Real accounts only (trial accounts: 403 permission.trial).
 */
export const PROTECTION_PLAYER_ENDPOINTS = {
  protectionState: endpoint({
    method: 'GET',
    path: PROTECTION_PATHS.state,
    access: 'real',
    tags,
    summary: "The member's deposit, loss, wager and session limits per day, week and month, what each has counted, and where to find help",
    response: protectionStateSchema,
    failures,
  }),
  setLimit: endpoint({
    method: 'PUT',
    path: PROTECTION_PATHS.limits,
    access: 'real',
    tags,
    summary: 'Set, lower, raise or remove one limit: a new or lower limit counts at once, a raise or removal after 24 hours',
    description:
      'value: money in major units with at most two decimals (deposit, loss, wager) or whole minutes (session), ' +
      'above zero and at most LIMIT_MAX_AMOUNT / LIMIT_MAX_MINUTES, else 400 rg.limit.invalid; null removes the ' +
      'limit. A raise or removal replaces any change already waiting; a lower value cancels it. A stake, deposit ' +
      'or sign-in a limit refuses answers 403 rg.limit.reached with value {kind, period, limit, used, resetsAt, ' +
      'currency} (limit and used in the units above).',
    body: setLimitBodySchema,
    response: limitSetSchema,
    failures,
  }),
  startExclusion: endpoint({
    method: 'POST',
    path: PROTECTION_PATHS.exclusion,
    access: 'real',
    tags,
    summary: 'Take a break (24h, 7d, 30d) or exclude yourself (6m, 1y, 5y, permanent): every session ends at once',
    description:
      'Sign-in is refused until the end (403 rg.excluded with value.until; permanent: never). Self-exclusion also ' +
      'forfeits bonus money being wagered and refuses a new account with the same phone, e-mail or payout account at ' +
      'this brand. Pending withdrawals are still paid. An account with a password confirms with it (400 ' +
      'rg.password.required, 400 login.password.incorrect).',
    body: startExclusionBodySchema,
    response: exclusionStartedSchema,
    failures,
  }),
  protectionStatement: endpoint({
    method: 'GET',
    path: PROTECTION_PATHS.statement,
    access: 'real',
    tags,
    summary: "The member's deposits, withdrawals and net per month over the last twelve, with stakes and wins",
    response: statementSchema,
    failures,
  }),
};
