import { endpoint } from '../common/endpoint.ts';
import { AML_OPS_PATHS } from './paths.ts';
import { amlAlertListSchema, amlAlertParamsSchema, amlAlertQuerySchema, amlAlertSchema, amlDecisionBodySchema, amlRulesBodySchema, amlRulesQuerySchema, amlRulesSchema } from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404, 409] as const;

/** The anti-money-laundering queue: covered and suspicious transactions to clear or report, and the merchant's rules. */
export const AML_OPS_ENDPOINTS = {
  amlAlerts: endpoint({
    method: 'GET',
    path: AML_OPS_PATHS.alerts,
    permission: 'compliance.read',
    csv: true,
    tags,
    summary: 'AML alerts of a merchant, newest first (default: open); format=csv exports every match for the regulator',
    description:
      'covered: a single credited deposit or requested withdrawal above the merchant\'s threshold; suspicious: a ' +
      'withdrawal requested after stakes below the rule\'s share of the latest deposit. Days are the merchant\'s.',
    query: amlAlertQuerySchema,
    response: amlAlertListSchema,
    failures,
  }),
  decideAmlAlert: endpoint({
    method: 'POST',
    path: AML_OPS_PATHS.alertDecision,
    permission: 'compliance.manage',
    tags,
    summary: 'Clear an open alert, or mark it reported with the regulator\'s reference (409 aml.alert.decided once decided)',
    params: amlAlertParamsSchema,
    body: amlDecisionBodySchema,
    response: amlAlertSchema,
    failures,
  }),
  amlRules: endpoint({
    method: 'GET',
    path: AML_OPS_PATHS.rules,
    permission: 'compliance.read',
    tags,
    summary: "The merchant's AML rules: the covered-transaction threshold and the turnover rule",
    query: amlRulesQuerySchema,
    response: amlRulesSchema,
    failures,
  }),
  setAmlRules: endpoint({
    method: 'PUT',
    path: AML_OPS_PATHS.rules,
    permission: 'compliance.manage',
    tags,
    summary: "Set the merchant's AML rules (audited)",
    query: amlRulesQuerySchema,
    body: amlRulesBodySchema,
    response: amlRulesSchema,
    failures,
  }),
};
