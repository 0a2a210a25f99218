import type { ActivityTables } from './tables/activity.ts';
import type { AgentsTables } from './tables/agents.ts';
import type { AmlTables } from './tables/aml.ts';
import type { TournamentsTables } from './tables/tournaments.ts';
import type { SportsbookTables } from './tables/sportsbook.ts';
import type { KycTables } from './tables/kyc.ts';
import type { RiskTables } from './tables/risk.ts';
import type { SegmentsTables } from './tables/segments.ts';
import type { MessagesTables } from './tables/messages.ts';
import type { BannerTables } from './tables/banner.ts';
import type { BonusTables } from './tables/bonus.ts';
import type { CatalogueTables } from './tables/catalogue.ts';
import type { ChatTables } from './tables/chat.ts';
import type { ConsolePlayersTables } from './tables/console-players.ts';
import type { CoreAccountsTables } from './tables/core-accounts.ts';
import type { CoreCaptchaTables } from './tables/core-captcha.ts';
import type { CoreDeliveryTables } from './tables/core-delivery.ts';
import type { CoreEncryptionTables } from './tables/core-encryption.ts';
import type { CoreJobsTables } from './tables/core-jobs.ts';
import type { CoreMerchantsTables } from './tables/core-merchants.ts';
import type { CoreOperatorsTables } from './tables/core-operators.ts';
import type { CoreSessionsTables } from './tables/core-sessions.ts';
import type { CoreSmsCodesTables } from './tables/core-sms-codes.ts';
import type { CrashTables } from './tables/crash.ts';
import type { FeedbackTables } from './tables/feedback.ts';
import type { HelpTables } from './tables/help.ts';
import type { InboxTables } from './tables/inbox.ts';
import type { JackpotTables } from './tables/jackpot.ts';
import type { LaunchTables } from './tables/launch.ts';
import type { LedgerTables } from './tables/ledger.ts';
import type { LiveHostsTables } from './tables/live-hosts.ts';
import type { LobbyNewsTables } from './tables/lobby-news.ts';
import type { LotteryTables } from './tables/lottery.ts';
import type { MemberSettingsTables } from './tables/member-settings.ts';
import type { NoticesTables } from './tables/notices.ts';
import type { OriginalsTables } from './tables/originals.ts';
import type { PasswordTables } from './tables/password.ts';
import type { PaymentsTables } from './tables/payments.ts';
import type { PlayerGamesTables } from './tables/player-games.ts';
import type { PromotionsTables } from './tables/promotions.ts';
import type { ProtectionTables } from './tables/protection.ts';
import type { ReferralTables } from './tables/referral.ts';
import type { RegisterTables } from './tables/register.ts';
import type { RewardsTables } from './tables/rewards.ts';
import type { RoundsTables } from './tables/rounds.ts';
import type { SessionTables } from './tables/session.ts';
import type { SocialTables } from './tables/social.ts';
import type { VerificationTables } from './tables/verification.ts';
import type { TransferWalletTables } from './tables/transfer-wallet.ts';
import type { WithdrawalsTables } from './tables/withdrawals.ts';

/**
 * The database as Kysely sees it. Each table is declared in the file of its owner, `db/tables/<owner>.ts`:
 * the module (`modules/<owner>/`) or core service (`core/<name>`, file `core-<name>.ts`) whose code writes it.
 * Other code reads a table through its owner's index or service, never with a query of its own
 * (test/table-ownership.test.ts checks every module and core folder). A new table goes into its owner's
 * `…Tables` interface; a new owner's interface is added below.
 *
 * Column types both drivers return alike: integers (flags as 0/1, epoch-ms times as bigint on
 * PostgreSQL, read back as numbers) and text (JSON documents are text, parsed in repositories).
 */
export interface Database
  extends ActivityTables,
    AgentsTables,
    AmlTables,
    TournamentsTables,
    SportsbookTables,
    KycTables,
    RiskTables,
    SegmentsTables,
    MessagesTables,
    BannerTables,
    BonusTables,
    CatalogueTables,
    ChatTables,
    ConsolePlayersTables,
    CoreAccountsTables,
    CoreCaptchaTables,
    CoreDeliveryTables,
    CoreEncryptionTables,
    CoreJobsTables,
    CoreMerchantsTables,
    CoreOperatorsTables,
    CoreSessionsTables,
    CoreSmsCodesTables,
    CrashTables,
    FeedbackTables,
    HelpTables,
    InboxTables,
    JackpotTables,
    LaunchTables,
    LedgerTables,
    LiveHostsTables,
    LobbyNewsTables,
    LotteryTables,
    MemberSettingsTables,
    NoticesTables,
    OriginalsTables,
    PasswordTables,
    PaymentsTables,
    PlayerGamesTables,
    PromotionsTables,
    ProtectionTables,
    ReferralTables,
    RegisterTables,
    RewardsTables,
    RoundsTables,
    SessionTables,
    SocialTables,
    VerificationTables,
    TransferWalletTables,
    WithdrawalsTables {}

// The row types keep their old home: code imports them from here.
export type * from './tables/activity.ts';
export type * from './tables/agents.ts';
export type * from './tables/aml.ts';
export type * from './tables/tournaments.ts';
export type * from './tables/sportsbook.ts';
export type * from './tables/kyc.ts';
export type * from './tables/risk.ts';
export type * from './tables/segments.ts';
export type * from './tables/messages.ts';
export type * from './tables/banner.ts';
export type * from './tables/bonus.ts';
export type * from './tables/catalogue.ts';
export type * from './tables/chat.ts';
export type * from './tables/console-players.ts';
export type * from './tables/core-accounts.ts';
export type * from './tables/core-captcha.ts';
export type * from './tables/core-delivery.ts';
export type * from './tables/core-encryption.ts';
export type * from './tables/core-jobs.ts';
export type * from './tables/core-merchants.ts';
export type * from './tables/core-operators.ts';
export type * from './tables/core-sessions.ts';
export type * from './tables/core-sms-codes.ts';
export type * from './tables/crash.ts';
export type * from './tables/feedback.ts';
export type * from './tables/help.ts';
export type * from './tables/inbox.ts';
export type * from './tables/jackpot.ts';
export type * from './tables/launch.ts';
export type * from './tables/ledger.ts';
export type * from './tables/live-hosts.ts';
export type * from './tables/lobby-news.ts';
export type * from './tables/lottery.ts';
export type * from './tables/member-settings.ts';
export type * from './tables/notices.ts';
export type * from './tables/originals.ts';
export type * from './tables/password.ts';
export type * from './tables/payments.ts';
export type * from './tables/player-games.ts';
export type * from './tables/promotions.ts';
export type * from './tables/protection.ts';
export type * from './tables/referral.ts';
export type * from './tables/register.ts';
export type * from './tables/rewards.ts';
export type * from './tables/rounds.ts';
export type * from './tables/session.ts';
export type * from './tables/social.ts';
export type * from './tables/verification.ts';
export type * from './tables/transfer-wallet.ts';
export type * from './tables/withdrawals.ts';
