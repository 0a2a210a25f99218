/**
 * Anti-money-laundering alerts: covered transactions (a single deposit or withdrawal above the merchant's
 * threshold, reported to the regulator as a matter of course) and suspicious ones (a withdrawal after
 * little play), queued for an operator to clear or report.
 */
export const AML_ALERT_KINDS = ['covered', 'suspicious'] as const;
export type AmlAlertKind = (typeof AML_ALERT_KINDS)[number];

export const AML_ALERT_STATUSES = ['open', 'cleared', 'reported'] as const;
export type AmlAlertStatus = (typeof AML_ALERT_STATUSES)[number];

/** What the alert is about: a credited deposit or a requested withdrawal. */
export const AML_SOURCES = ['deposit', 'withdrawal'] as const;
export type AmlSource = (typeof AML_SOURCES)[number];

/**
 * The default covered-transaction threshold per currency, in cents: the Philippine AMLA's for casinos (a
 * single casino cash transaction above ₱5,000,000). A currency without one raises no covered alert until the
 * operator sets the merchant's threshold.
 */
export const AML_DEFAULT_COVERED_CENTS: Record<string, number> = { PHP: 5_000_000_00 };

/**
 * A withdrawal is suspicious when the stakes since the latest deposit are below this share of that deposit
 * (in basis points: 10,000 = stakes of once the deposit); 0 turns the rule off.
 */
export const AML_DEFAULT_TURNOVER_BP = 10_000;
