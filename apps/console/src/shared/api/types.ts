/** The shapes of the console API (/ops). Operators, sign-in and the audit log are the server's own schemas (packages/contract). */
import type {
  AuditAction as ContractAuditAction,
  AuditEntry,
  ConsoleLoginResult,
  ConsoleMe,
  ConsoleRole,
  Operator as ContractOperator,
  OperatorPasswordResetResult,
} from '@lobby/contract';

export type Money = string | number;

export type OperatorRole = ConsoleRole;
export const OPERATOR_ROLES: OperatorRole[] = ['owner', 'finance', 'content', 'support', 'agent_manager', 'read_only'];

export type Operator = ContractOperator;
export type LoginResult = ConsoleLoginResult;
export type MeResult = ConsoleMe;
/** What a session must still do before the console opens (the server allows only /ops/auth/* until then). */
export type PendingSteps = Pick<ConsoleMe, 'passwordChangeRequired' | 'totpSetupRequired'>;
export type PasswordResetResult = OperatorPasswordResetResult;
export interface PasswordChangeResult extends PendingSteps {
  operator: Operator;
  sessionsEnded: number;
}
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
}
export interface CaptchaChallenge {
  captchaId: string;
  /** base64 of an SVG image */
  cap: string;
  expiresAt: number;
}

export interface MerchantSummary {
  code: string;
  name: string;
  isDefault?: boolean;
  maintenance: boolean;
  blockedRegions: string[];
  realityCheckMinutes?: number;
  imageCdns?: string[];
  domains?: string[];
  languages?: string[];
  defaultLanguage?: string;
  whitelabel?: Record<string, boolean>;
  secondApprovalAmount?: string;
  updatedAt?: number;
}

export interface Page<T> {
  list: T[];
  next: number | null;
}

export interface Approval {
  by: string;
  at: number;
}

export interface WithdrawalRow {
  orderNo: string;
  status: string;
  amount: Money;
  fee: Money;
  payout: Money;
  currency: string;
  channel: { code: string; name: string };
  account: { bankCode: string; bankName: string; accountNoMasked: string };
  accountName?: string;
  memberId?: number;
  member?: string;
  reason: string | null;
  createdAt: number;
  reviewedAt: number | null;
  paidAt: number | null;
  approvals?: Approval[];
  needsSecondApproval?: boolean;
}

export interface DepositRow {
  orderNo: string;
  status: string;
  amount: Money;
  fee: Money;
  credit: Money;
  bonus: Money;
  currency: string;
  channel: { code: string; name: string };
  memberId?: number;
  provider: string;
  providerRef: string | null;
  failureReason: string | null;
  createdAt: number;
  paidAt: number | null;
}

export interface AdjustmentRow {
  id: number;
  merchant?: string;
  account: string;
  amount: Money;
  reason: string;
  status: string;
  requestedBy?: string;
  approvedBy?: string | null;
  createdAt: number;
}

export interface Kpis {
  registrations: number;
  firstDeposits: number;
  activePlayers: number;
  deposits: Money;
  withdrawals: Money;
  bets: Money;
  wins: Money;
  ggr: Money;
  bonusCost: Money;
}
export interface Dashboard {
  merchants: string[];
  totals: Kpis;
  days: Array<{ day: string } & Kpis>;
  livePlayers: number;
}

export interface MemberRow {
  account: string;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  status: 'enabled' | 'disabled';
  type: string;
  vipLevel: number;
  balance: Money;
  createdAt: number;
  lastLoginAt: number | null;
  agent: string | null;
}
export interface MemberDetail {
  profile: MemberRow & { realName?: string | null; birthday?: string | null; invitationCode?: string | null; registeredIp?: string | null };
  balances: Record<string, Money>;
  agentChain: string[];
  vip: { level: number; name: string };
}
export interface MemberNote {
  id: number;
  at: number;
  author: string;
  text: string;
}

export interface Announcement {
  id: number;
  merchant: string;
  titles: Record<string, string>;
  bodies: Record<string, string>;
  startAt: number | null;
  endAt: number | null;
  published: boolean;
  popup: boolean;
  updatedAt: number;
}
export type AnnouncementInput = Omit<Announcement, 'id' | 'merchant' | 'updatedAt'>;

export interface ChatThread {
  account: string;
  lastMessage: string;
  lastAt: number;
  unread: number;
}
export interface ChatMessage {
  id: number;
  sender: string;
  text: string;
  createdAt: number;
}

export interface GameRow {
  gameId: string;
  name: string;
  vendor: string;
  type: string;
  enabled: boolean;
  isNew: boolean;
  hotRank: number | null;
}
export interface HotRanking {
  list: Array<{ rank: number; nodeId: string; gameName: string }>;
}

export interface AgentRow {
  account: string;
  level: number;
  parent: string | null;
  members: number;
  subAgents: number;
  teamDeposits: Money;
}

export type AuditRow = AuditEntry;
export type AuditAction = ContractAuditAction;

export interface ReportResult {
  rows: Array<Record<string, unknown>>;
  totals: Record<string, unknown>;
}
