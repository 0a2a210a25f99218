/** Limits and kinds of the operator console's content, games, agents and reports routes, without zod. */

/** an operator announcement's title and HTML body, in characters, per language */
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 20_000;

/** games per page of GET /ops/games */
export const CONSOLE_GAMES_LIMIT_MAX = 100;

/** the longest span one report covers, in days */
export const CONSOLE_REPORT_DAYS_MAX = 366;

/** rows per page of the console's beforeId-paged lists */
export const CONSOLE_PAGE_LIMIT_MAX = 100;

export const CONSOLE_REPORT_KINDS = ['merchant', 'vendor', 'game', 'agent'] as const;
export type ConsoleReportKind = (typeof CONSOLE_REPORT_KINDS)[number];

/** channel changes in one PATCH /ops/merchants/:code/channels */
export const CONSOLE_CHANNEL_CHANGES_MAX = 50;
