import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityDaysTable, ActivityGamesTable, ActivityHoursTable, ActivityMembersTable } from './tables/activity.ts';

/**
 * Column types both drivers return alike: integers (flags as 0/1, epoch-ms times as bigint on
 * PostgreSQL, read back as numbers) and text (JSON documents are text, parsed in repositories).
 */
export interface MerchantsTable {
  code: string;
  trial_merchant_code: string;
  /** brand name */
  name: string;
  platform: string;
  default_language: string;
  /** JSON array of language codes */
  languages: string;
  prize_mode: string;
  /** JSON array of URL prefixes */
  image_cdns: string;
  currency_code: string;
  currency_symbol: string;
  /** JSON object flag -> boolean */
  whitelabel: string;
  mem_cen: string;
  dep_func: string;
  /** JSON array of {resourceType, url} */
  resources: string;
  /** JSON array of {key, url, labelNameEn} */
  social_links: string;
  /** JSON array of {title, url}, plain: encrypted per response */
  customer_service: string;
  maintenance: number;
  /** JSON array of ISO country codes and CIDR blocks */
  blocked_regions: string;
  age_limit: number;
  is_default: number;
  /** IANA zone of the merchant's players: where "today" starts */
  time_zone: Generated<string>;
  /** minutes between reality checks of a play session (0: off) */
  reality_check_minutes: Generated<number>;
  /** withdrawals and adjustments of at least this many cents need a second operator's approval */
  second_approval_cents: Generated<number>;
  /** the name under the installed app's icon (the web app manifest's short_name); null: the brand name */
  short_name: string | null;
  /** #rrggbb of the installed app's title bar and the browser's theme-color */
  theme_color: Generated<string>;
  /** #rrggbb of the installed app's splash screen */
  background_color: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface MerchantDomainsTable {
  domain: string;
  merchant_code: string;
  is_primary: number;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

export interface ClubLabelsTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  level: number;
  expected_conditions: number;
}

export interface MembersTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  /** lower-case username: unique per merchant */
  username_key: string;
  /** argon2id PHC string; null for mobile registrations without a password */
  password_hash: string | null;
  type: number;
  nickname: string | null;
  account: string;
  email: string | null;
  email_key: string | null;
  country_dialing_code: string | null;
  mobile_e164: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  affiliate_code: string | null;
  referred_by_affiliate: string | null;
  recommender_id: number | null;
  head_icon: number;
  club_label_id: number | null;
  rank_completed: number;
  rank_expected: number;
  payment_password_hash: string | null;
  /** JSON object: payeeName, idNumber, qqNum, facebook, wechat, line, whatsapp, zalo */
  profile: string;
  status: 'active' | 'disabled';
  register_method: string | null;
  register_url: string | null;
  first_login_at: number | null;
  created_at: number;
  last_login_at: number | null;
  password_changed_at: number | null;
  /** when the e-mail above was confirmed by a code; null: not verified */
  email_verified_at: number | null;
  /** the agent this member is under (its invitation code, or it opened the account); null: none */
  upline_id: number | null;
}


export interface SessionsTable {
  id: string;
  token_hash: string;
  member_id: number;
  /** the session's merchant: the trial merchant code for trial accounts */
  merchant_code: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
  /** ISO country from a trusted proxy header at login */
  country: string | null;
}

export interface RememberDevicesTable {
  id: string;
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  user_agent: string | null;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  client_key: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginFailuresTable {
  key: string;
  count: number;
  first_at: number;
  last_at: number;
}

export interface EncryptionKeysTable {
  kid: string;
  algorithm: string;
  /** JSON JWK */
  public_jwk: string;
  /** PKCS8 DER, base64 */
  private_pkcs8: string;
  created_at: number;
  retired_at: number | null;
}

export interface RequestNoncesTable {
  nonce: string;
  expires_at: number;
}

export interface RegisterSettingsTable {
  merchant_code: string;
  /** JSON object: register field -> partial rule */
  fields: string;
  updated_at: number;
}

/** One row (id 1): raised by triggers on every write to games or vendors (what a game list is made of). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export interface Database {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  club_labels: ClubLabelsTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_events: LoginEventsTable;
  email_verifications: EmailVerificationsTable;
  member_security_answers: MemberSecurityAnswersTable;
  remember_devices: RememberDevicesTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  encryption_keys: EncryptionKeysTable;
  request_nonces: RequestNoncesTable;
  register_settings: RegisterSettingsTable;
  outbox: OutboxTable;
  slider_challenges: SliderChallengesTable;
  sms_codes: SmsCodesTable;
  password_resets: PasswordResetsTable;
  member_identities: MemberIdentitiesTable;
  vendors: VendorsTable;
  vendor_sorting: VendorSortingTable;
  games: GamesTable;
  hot_games: HotGamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  game_winners: GameWinnersTable;
  banners: BannersTable;
  banner_texts: BannerTextsTable;
  announcements: AnnouncementsTable;
  announcement_texts: AnnouncementTextsTable;
  announcement_reads: AnnouncementReadsTable;
  notices: NoticesTable;
  notice_texts: NoticeTextsTable;
  lobby_news: LobbyNewsTable;
  lobby_news_texts: LobbyNewsTextsTable;
  promotion_applications: PromotionApplicationsTable;
  help_articles: HelpArticlesTable;
  feedback: FeedbackTable;
  inbox_messages: InboxMessagesTable;
  inbox_message_texts: InboxMessageTextsTable;
  chat_messages: ChatMessagesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  payment_channels: PaymentChannelsTable;
  deposit_orders: DepositOrdersTable;
  payment_events: PaymentEventsTable;
  bonus_rules: BonusRulesTable;
  bonus_grants: BonusGrantsTable;
  payout_accounts: PayoutAccountsTable;
  withdrawal_orders: WithdrawalOrdersTable;
  sandbox_psp_sessions: SandboxPspSessionsTable;
  sandbox_psp_payouts: SandboxPspPayoutsTable;
  game_rounds: GameRoundsTable;
  vendor_transactions: VendorTransactionsTable;
  jackpot_pools: JackpotPoolsTable;
  jackpot_wins: JackpotWinsTable;
  original_seeds: OriginalSeedsTable;
  original_rounds: OriginalRoundsTable;
  original_limits: OriginalLimitsTable;
  original_auto_runs: OriginalAutoRunsTable;
  play_sessions: PlaySessionsTable;
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  crash_leases: CrashLeasesTable;
  catalogue_version: CatalogueVersionTable;
  vip_levels: VipLevelsTable;
  reward_tasks: RewardTasksTable;
  reward_claims: RewardClaimsTable;
  referral_rules: ReferralRulesTable;
  referral_rewards: ReferralRewardsTable;
  member_tree: MemberTreeTable;
  agent_relays: AgentRelaysTable;
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
  lottery_draws: LotteryDrawsTable;

  live_hosts: LiveHostsTable;
  live_host_follows: LiveHostFollowsTable;
  operators: OperatorsTable;
  operator_merchants: OperatorMerchantsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  member_notes: MemberNotesTable;
  withdrawal_approvals: WithdrawalApprovalsTable;
  pending_adjustments: PendingAdjustmentsTable;
  activity_days: ActivityDaysTable;
  activity_games: ActivityGamesTable;
  activity_hours: ActivityHoursTable;
  activity_members: ActivityMembersTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchantRow = Insertable<MerchantsTable>;
export type MerchantRowUpdate = Updateable<MerchantsTable>;

export type MerchantDomainRow = Selectable<MerchantDomainsTable>;
export type NewMerchantDomainRow = Insertable<MerchantDomainsTable>;
export type MerchantDomainRowUpdate = Updateable<MerchantDomainsTable>;

export type MemberRow = Selectable<MembersTable>;
export type NewMemberRow = Insertable<MembersTable>;
export type MemberRowUpdate = Updateable<MembersTable>;
export type ClubLabelRow = Selectable<ClubLabelsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type RememberDeviceRow = Selectable<RememberDevicesTable>;
export type CaptchaRow = Selectable<CaptchasTable>;
export type EncryptionKeyRow = Selectable<EncryptionKeysTable>;

// Verification and passwords (migration 2026-11-22-0003).

export interface OutboxTable {
  id: Generated<number>;
  /** 'sms' | 'mail' */
  channel: string;
  merchant_code: string | null;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}

export interface SliderChallengesTable {
  id: string;
  /** SHA-256 of IP + User-Agent: another client cannot answer the challenge */
  client_key: string;
  target_x: number;
  piece_y: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SmsCodesTable {
  id: string;
  merchant_code: string;
  e164: string;
  /** 'noLogin' (login, password by phone) | 'register' */
  purpose: string;
  /** SHA-256 hex of `<id>:<code>` */
  code_hash: string;
  /** wrong guesses so far */
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface PasswordResetsTable {
  id: string;
  /** SHA-256 hex of the token */
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type SliderChallengeRow = Selectable<SliderChallengesTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;

// Social login (migration 2026-11-22-0004).

export interface MemberIdentitiesTable {
  id: Generated<number>;
  member_id: number;
  /** the member's merchant: a person may be a member of several brands */
  merchant_code: string;
  /** 'google' | 'facebook' */
  provider: string;
  /** the provider's `sub` for this person: unique per merchant and provider */
  subject: string;
  /** the e-mail the provider last reported (verified or not) */
  email: string | null;
  created_at: number;
}

export type MemberIdentityRow = Selectable<MemberIdentitiesTable>;
export type NewMemberIdentityRow = Insertable<MemberIdentitiesTable>;

// Game lobby (migration 2026-11-22-0005).

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  display_name: string;
  account_type_name: string;
  /** JSON array of game types */
  game_types: string;
  /** JSON object gameClassify key -> display name */
  classifications: string;
  sort: number;
  enabled: number;
}

export interface VendorSortingTable {
  merchant_code: string;
  game_category: string;
  sort: number;
  /** JSON array of vendor codes in lobby order */
  vendor_names: string;
}

export interface GamesTable {
  id: Generated<number>;
  merchant_code: string;
  /** unique per merchant; the same game has the same nodeId at every merchant */
  node_id: string;
  game_id: string;
  game_code: string;
  /** a GameType other than BINGO (bingo is RNG with game_classify BG) */
  game_type: string;
  vassalage: string;
  game_classify: string | null;
  is_new: number;
  is_game_h5: number;
  /** 'Tradition' | 'Entertainment' */
  play_type: string;
  freeplay: number;
  show_icon: number;
  /** cents */
  min_bet: number;
  min_line: number;
  enabled: number;
  sort: number;
  name_en: string;
  name_ty: string;
  /** JSON object language -> name, for languages other than EN and TY */
  names: string;
  /** every name lower-cased, joined by newlines: what the name search matches */
  name_key: string;
  created_at: number;
}

export interface HotGamesTable {
  merchant_code: string;
  node_id: string;
  rank: number;
}

export interface FavouriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface RecentGamesTable {
  member_id: number;
  game_id: number;
  played_at: number;
}

export interface GameWinnersTable {
  id: Generated<number>;
  merchant_code: string;
  game_id: number;
  customer_name: string;
  /** cents */
  win_amount: number;
  won_at: number;
}

/** A banner's title in one language (the banner row's own title is the fallback). */
export interface BannerTextsTable {
  banner_id: number;
  language: string;
  title: string;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string;
  group_name: string;
  title: string;
  image_url: string;
  link: string | null;
  sort: number;
  start_at: number;
  end_at: number | null;
}

export type VendorRow = Selectable<VendorsTable>;
export type NewVendorRow = Insertable<VendorsTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGameRow = Insertable<GamesTable>;
export type GameRowUpdate = Updateable<GamesTable>;
export type BannerRow = Selectable<BannersTable>;
export type NewBannerRow = Insertable<BannersTable>;

// Content: announcements (promotions are type PR), read state, promotion applications, help centre.
export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_code: string;
  seed_key: string | null;
  type: string;
  group_name: string;
  category: string | null;
  platform: string;
  start_at: number;
  end_at: number | null;
  no_expiry: number;
  sort: number;
  /** JSON [{sequence, url}] */
  images: string;
  created_at: number;
  /** 1: players see it in its window; 0: an operator's draft */
  published: Generated<number>;
  /** when an operator last changed it (null: never, e.g. seeded) */
  updated_at: number | null;
}

export interface AnnouncementTextsTable {
  announcement_id: number;
  language: string;
  title: string;
  /** sanitized HTML */
  content: string;
}

export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: number;
}

/** The ticker's short lines (not announcements): a window, an order, a text per language. */
export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  seed_key: string | null;
  /** 'info' | 'important' */
  level: string;
  announcement_id: number | null;
  start_at: number;
  end_at: number | null;
  sort: number;
  created_at: number;
}

export interface NoticeTextsTable {
  notice_id: number;
  language: string;
  text: string;
}

/** The lobby news feed: operator items (texts in lobby_news_texts) and platform events (texts from templates). */
export interface LobbyNewsTable {
  id: Generated<number>;
  merchant_code: string;
  /** 'operator' | 'new_game' | 'jackpot' | 'big_win' */
  kind: string;
  /** unique per merchant: an event is written once */
  event_key: string;
  /** JSON: nodeId, amountCents, currency, player (masked), pool */
  params: string;
  link: string | null;
  published_at: number;
  expires_at: number | null;
  created_at: number;
}

export interface LobbyNewsTextsTable {
  news_id: number;
  language: string;
  title: string;
  body: string;
}

export type LobbyNewsRow = Selectable<LobbyNewsTable>;

export interface PromotionApplicationsTable {
  id: Generated<number>;
  member_id: number;
  announcement_id: number;
  remark: string;
  status: string;
  created_at: number;
  updated_at: number;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  tag: string;
  parent_tag: string | null;
  title: string;
  content: string;
  sort: number;
}

export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type NewAnnouncementRow = Insertable<AnnouncementsTable>;
export type HelpArticleRow = Selectable<HelpArticlesTable>;
export type NewHelpArticleRow = Insertable<HelpArticlesTable>;

export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  content: string;
  comment: string;
  /** JSON list of file names in DATA_DIR/feedback/<id>/ */
  images: string;
  ip: string;
  created_at: number;
}

// Inbox and live chat (migration 2026-11-22-0008).

export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  title: string;
  content: string;
  seed_key: string | null;
  created_at: number;
  read_at: number | null;
}

/** An inbox message's text in one language (messages without any are read in their own title and content). */
export interface InboxMessageTextsTable {
  message_id: number;
  language: string;
  title: string;
  content: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** 'member' | 'staff' */
  sender: string;
  text: string;
  created_at: number;
  /** staff lines: when the member saw them */
  seen_at: number | null;
}

// The ledger (migration 2026-11-23-0009).

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  merchant_code: string;
  kind: string;
  member_id: number | null;
  currency: string;
  demo: number;
  no_overdraft: number;
  debits_posted: Generated<number>;
  credits_posted: Generated<number>;
  debits_pending: Generated<number>;
  credits_pending: Generated<number>;
  created_at: number;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  transfer_key: string;
  merchant_code: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  currency: string;
  kind: string;
  /** posted | pending | post_pending | void_pending */
  state: string;
  pending_id: number | null;
  member_id: number | null;
  reference: string | null;
  memo: string | null;
  created_at: number;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;

// Deposits, withdrawals, bonuses (migration 2026-11-23-0010).

export interface PaymentChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  /** deposit | withdraw */
  direction: string;
  name: string;
  provider: string;
  provider_method: string;
  min_cents: number;
  max_cents: number;
  /** JSON array of cents */
  presets: string;
  fee_bp: number;
  fee_fixed_cents: number;
  /** member | merchant */
  fee_payer: string;
  daily_count_limit: number;
  enabled: number;
  sort: number;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  merchant_code: string;
  member_id: number;
  channel_id: number;
  provider: string;
  amount_cents: number;
  fee_cents: number;
  credit_cents: number;
  bonus_cents: number;
  currency: string;
  /** created | pending | paid | failed | expired */
  status: string;
  provider_ref: string | null;
  checkout_url: string | null;
  request_key: string;
  failure_reason: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  paid_at: number | null;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  type: string;
  order_no: string | null;
  outcome: string;
  received_at: number;
}

export interface BonusRulesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  percent_bp: number;
  max_bonus_cents: number;
  min_deposit_cents: number;
  wagering_multiplier: number;
  enabled: number;
}

export interface BonusGrantsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  rule_code: string;
  source_ref: string;
  amount_cents: number;
  wagering_required_cents: number;
  wagered_cents: number;
  /** active | completed | forfeited */
  status: string;
  created_at: number;
  closed_at: number | null;
}

export interface PayoutAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** ewallet | bank */
  kind: string;
  bank_code: string;
  account_no: string;
  account_name: string;
  created_at: number;
  removed_at: number | null;
}

export interface WithdrawalOrdersTable {
  id: Generated<number>;
  order_no: string;
  merchant_code: string;
  member_id: number;
  channel_id: number;
  payout_account_id: number;
  bank_code: string;
  account_no: string;
  account_name: string;
  provider: string;
  amount_cents: number;
  fee_cents: number;
  payout_cents: number;
  currency: string;
  /** pending | paying | paid | failed | rejected */
  status: string;
  request_key: string;
  provider_ref: string | null;
  reviewed_by: string | null;
  review_reason: string | null;
  failure_reason: string | null;
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
  paid_at: number | null;
}

export interface SandboxPspSessionsTable {
  id: string;
  reference_number: string;
  amount: number;
  currency: string;
  description: string;
  method: string;
  success_url: string;
  cancel_url: string;
  metadata: string;
  status: string;
  payments: string;
  idempotency_key: string | null;
  created_at: number;
  expires_at: number;
}

export interface SandboxPspPayoutsTable {
  id: string;
  idempotency_key: string | null;
  amount: number;
  currency: string;
  receiver: string;
  status: string;
  created_at: number;
}

// Game rounds and vendor wallet calls (migration 2026-11-23-0011).

export interface GameRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  demo: number;
  vendor: string;
  game_code: string;
  game_name: string;
  game_type: string;
  round_ref: string;
  bet_cents: Generated<number>;
  bet_cash_cents: Generated<number>;
  bet_bonus_cents: Generated<number>;
  win_cents: Generated<number>;
  /** open | settled | rolled_back */
  status: string;
  fairness: string | null;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
}

export interface VendorTransactionsTable {
  id: Generated<number>;
  vendor: string;
  transaction_uuid: string;
  /** bet | win | rollback | tombstone */
  kind: string;
  round_id: number | null;
  member_id: number;
  amount_cents: number;
  cash_cents: number;
  bonus_cents: number;
  reference_uuid: string | null;
  rolled_back: number;
  response: string;
  created_at: number;
}

export type PaymentChannelRow = Selectable<PaymentChannelsTable>;
export type DepositOrderRow = Selectable<DepositOrdersTable>;
export type BonusGrantRow = Selectable<BonusGrantsTable>;
export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type WithdrawalOrderRow = Selectable<WithdrawalOrdersTable>;
export type GameRoundRow = Selectable<GameRoundsTable>;
export type VendorTransactionRow = Selectable<VendorTransactionsTable>;

// Progressive jackpots (migration 2026-11-24-0014).

export interface JackpotPoolsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  contribution_bp: number;
  seed_cents: number;
  average_drop_cents: number;
  /** JSON array of game types */
  game_types: string;
  enabled: number;
}

export interface JackpotWinsTable {
  id: Generated<number>;
  pool_id: number;
  member_id: number;
  player: string;
  amount_cents: number;
  stake_ref: string;
  won_at: number;
}

export type JackpotPoolRow = Selectable<JackpotPoolsTable>;

// In-house games and play sessions (migration 2026-11-24-0015).

export interface OriginalSeedsTable {
  id: Generated<number>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** the next round's nonce */
  nonce: number;
  status: 'active' | 'revealed';
  created_at: number;
  revealed_at: number | null;
}

export interface OriginalRoundsTable {
  /** = game_rounds.id */
  id: number;
  member_id: number;
  merchant_code: string;
  demo: number;
  game: string;
  seed_id: number;
  nonce: number;
  request_id: string;
  amount_cents: number;
  /** JSON */
  params: string;
  /** JSON: the whole outcome and the moves made (secret while open) */
  state: string;
  status: 'open' | 'won' | 'lost' | 'cashed_out';
  /** multiplier x 10,000 */
  multiplier_bp: number;
  payout_cents: number;
  created_at: number;
  settled_at: number | null;
}

export interface OriginalLimitsTable {
  merchant_code: string;
  game: string;
  enabled: number;
  min_bet_cents: number;
  max_bet_cents: number;
  max_payout_cents: number;
}

export interface OriginalAutoRunsTable {
  member_id: number;
  run_id: string;
  round_limit: number;
  rounds: number;
  created_at: number;
}

export interface PlaySessionsTable {
  session_id: string;
  member_id: number;
  started_at: number;
  checked_at: number;
}

export type OriginalSeedRow = Selectable<OriginalSeedsTable>;
export type OriginalRoundRow = Selectable<OriginalRoundsTable>;
export type OriginalLimitRow = Selectable<OriginalLimitsTable>;

// Crash (migration 2026-11-24-0016).

export interface CrashChainsTable {
  id: Generated<number>;
  merchant_code: string;
  number: number;
  seed: string;
  salt: string;
  length: number;
  terminal_hash: string;
  created_at: number;
}

export interface CrashRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  chain_id: number;
  chain_index: number;
  hash: string;
  crash_point_x100: number;
  phase: string;
  starts_at: number;
  crashed_at: number | null;
  created_at: number;
}

export interface CrashBetsTable {
  id: Generated<number>;
  round_id: number;
  member_id: number;
  player: string;
  merchant_code: string;
  currency: string;
  demo: number;
  request_id: string;
  amount_cents: number;
  auto_cashout_x100: number | null;
  status: string;
  cashed_out_x100: number | null;
  payout_cents: number | null;
  settled: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface CrashLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

export type CrashChainRow = Selectable<CrashChainsTable>;
export type CrashRoundRow = Selectable<CrashRoundsTable>;
export type CrashBetRow = Selectable<CrashBetsTable>;

// The member's own settings (migration 2026-11-24-0019).

export interface LoginEventsTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  created_at: number;
  /** 1 success, 0 failure */
  success: number;
  method: string;
  reason: string | null;
  ip: string | null;
  country: string | null;
  user_agent: string | null;
}

export interface EmailVerificationsTable {
  id: string;
  member_id: number;
  email: string;
  email_key: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface MemberSecurityAnswersTable {
  member_id: number;
  question_id: string;
  answer_hash: string;
  updated_at: number;
}

export type LoginEventRow = Selectable<LoginEventsTable>;

// VIP levels, tasks and claimed rewards (migration 2026-11-24-0021).

export interface VipLevelsTable {
  id: Generated<number>;
  merchant_code: string;
  level: number;
  required_valid_bet_cents: number;
  required_deposit_cents: number;
  level_up_bonus_cents: number;
  rebate_bp: number;
  birthday_bonus_cents: number;
}

export interface RewardTasksTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  /** daily | weekly */
  period: string;
  /** login | deposit | valid_bet | rounds */
  kind: string;
  target: number;
  game_type: string | null;
  reward_cents: number;
  sort: Generated<number>;
  enabled: Generated<number>;
}

export interface RewardClaimsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  kind: string;
  claim_key: string;
  amount_cents: number;
  currency: string;
  wagering_required_cents: number;
  detail: string;
  created_at: number;
}

export type VipLevelRow = Selectable<VipLevelsTable>;
export type RewardTaskRow = Selectable<RewardTasksTable>;
export type RewardClaimRow = Selectable<RewardClaimsTable>;
// The referral programme (migration 2026-11-24-0020).

export interface ReferralRulesTable {
  merchant_code: string;
  /** 1: the merchant's REFERRAL promotion is on */
  enabled: number;
  reward_cents: number;
  min_deposit_cents: number;
  updated_at: number;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  merchant_code: string;
  inviter_id: number;
  friend_id: number;
  order_no: string;
  deposit_cents: number;
  /** 0 when the first deposit earned nothing */
  amount_cents: number;
  created_at: number;
}

export type ReferralRuleRow = Selectable<ReferralRulesTable>;
export type ReferralRewardRow = Selectable<ReferralRewardsTable>;
// Agents (migration 2026-11-24-0022).

export interface MemberTreeTable {
  ancestor_id: number;
  member_id: number;
  /** 1: direct upline */
  depth: number;
}

export interface AgentRelaysTable {
  id: Generated<number>;
  merchant_code: string;
  agent_id: number;
  member_id: number;
  request_id: string;
  amount_cents: number;
  currency: string;
  transfer_id: number;
  created_at: number;
}

export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  /** salary | dividend | hourly */
  kind: string;
  upline_id: number;
  agent_id: number;
  /** pending | active | refused | replaced */
  status: string;
  /** JSON terms of the kind */
  terms: string;
  created_at: number;
  responded_at: number | null;
  /** when a newer contract of the kind replaced it: no period starting later is its */
  ended_at: number | null;
}

export type AgentContractRow = Selectable<AgentContractsTable>;

// Contract settlements (migration 2026-11-24-0023).

export interface AgentSettlementsTable {
  id: Generated<number>;
  merchant_code: string;
  contract_id: number;
  agent_id: number;
  upline_id: number;
  kind: string;
  period_key: string;
  period_start: number;
  period_end: number;
  team_bets_cents: number;
  team_net_loss_cents: number;
  carry_in_cents: number;
  carry_out_cents: number;
  rate_bp: number;
  amount_cents: number;
  transfer_id: number | null;
  created_at: number;
}

export type AgentSettlementRow = Selectable<AgentSettlementsTable>;

// Lottery draws (migration 2026-11-24-0025).

export interface LotteryDrawsTable {
  id: Generated<number>;
  merchant_code: string;
  game_code: string;
  slot: number;
  draw_no: string;
  draw_at: number;
  server_seed: string;
  seed_hash: string;
  /** JSON of the result's tiers; null until drawn */
  result: string | null;
  committed_at: number;
  settled_at: number | null;
}

export type LotteryDrawRow = Selectable<LotteryDrawsTable>;
export type NewLotteryDrawRow = Insertable<LotteryDrawsTable>;

// Live casino hosts (migration 2026-11-24-0024).

export interface LiveHostsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  /** the LIVE catalogue game the host deals at */
  node_id: string;
  /** JSON array of language codes */
  languages: string;
  /** JSON object language -> bio */
  bio: string;
  /** JSON array of [start, minutes], start in minutes from local Monday 00:00 */
  schedule: string;
  /** 1: switched on */
  enabled: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface LiveHostFollowsTable {
  member_id: number;
  host_id: number;
  created_at: number;
}

export type LiveHostRow = Selectable<LiveHostsTable>;
export type NewLiveHostRow = Insertable<LiveHostsTable>;

/** An operator of the console (back office). */
export interface OperatorsTable {
  id: Generated<number>;
  /** lower-case, unique */
  username: string;
  display_name: string;
  /** argon2id */
  password_hash: string;
  role: string;
  /** the TOTP secret, sealed by the app's secret box (lib/secret-box.ts): set while enrolling (totp_enabled 0) and once enrolled */
  totp_secret: string | null;
  totp_enabled: Generated<number>;
  /** the 30-second step of the last accepted code: a code is never accepted twice */
  totp_last_step: number | null;
  disabled: Generated<number>;
  created_at: number;
  /** 1: the password was set by someone else (the operator command, an owner's reset); chosen anew at the next sign-in */
  password_change_required: Generated<number>;
  password_changed_at: number | null;
}

/** The merchants an operator sees; merchant_code '*' means every merchant. */
export interface OperatorMerchantsTable {
  operator_id: number;
  merchant_code: string;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  /** hex SHA-256 of the cookie's token */
  token_hash: string;
  operator_id: number;
  created_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
  revoked_at: number | null;
}

/** Append-only (database triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  actor_role: string;
  merchant_code: string | null;
  /** `METHOD /ops/route/pattern`, or `console.login` */
  action: string;
  /** JSON of the route params (what was acted on) */
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  /** 'ok', or why it failed or was refused (a sign-in's reason, an error code) */
  status: string;
  /** 'pending' while the change runs (written before it), then 'success', 'failed' or 'refused' */
  outcome: Generated<string>;
  /** the HTTP status answered (null while pending) */
  http_status: number | null;
  completed_at: number | null;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type OperatorSessionRow = Selectable<OperatorSessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
// The operator console's players and cashier (migration 2026-11-24-0029).

export interface MemberNotesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  author: string;
  text: string;
  created_at: number;
}

export interface WithdrawalApprovalsTable {
  order_id: number;
  approved_by: string;
  approved_at: number;
}

export interface PendingAdjustmentsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  currency: string;
  /** + credits the member, - debits */
  amount_cents: number;
  reason: string;
  request_id: string;
  /** awaiting_second_approval | posted */
  status: string;
  requested_by: string;
  approved_by: string | null;
  approved_at: number | null;
  transfer_id: number | null;
  created_at: number;
}

export type PendingAdjustmentRow = Selectable<PendingAdjustmentsTable>;
