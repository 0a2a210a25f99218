/**
 * Shapes of the console API (/ops) still typed here by hand. Operators, sign-in and the audit log, and the money
 * screens (cashier, a player's ledger and file, dashboard, reports), take theirs from @lobby/contract, the schemas
 * the server's routes declare; the rest follow once the console moves onto the shared endpoint descriptors.
 */
import type {
  AuditAction as ContractAuditAction,
  AuditEntry,
  ConsoleLoginResult,
  ConsoleMe,
  ConsoleRole,
  Operator as ContractOperator,
  OperatorPasswordResetResult,
} from '@lobby/contract';

/** Money on the operator API: a decimal string with two places ("1250.00"). */
export type Money = string;

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
