/** The operators' anti-money-laundering queue and its rules (/ops). */
export const AML_OPS_PATHS = {
  alerts: '/ops/aml/alerts',
  alertDecision: '/ops/aml/alerts/:id/decision',
  rules: '/ops/aml/rules',
} as const;
