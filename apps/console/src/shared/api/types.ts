/**
 * Shapes of the console API (/ops) still typed here by hand. The money screens (cashier, a player's ledger
 * and file, dashboard, reports) take theirs from @lobby/contract, the schemas the server's routes declare;
 * the rest follow once the console moves onto the shared endpoint descriptors.
 */

export type Money = string | number;

export type OperatorRole = 'owner' | 'finance' | 'content' | 'support' | 'agent_manager' | 'read_only';
export const OPERATOR_ROLES: OperatorRole[] = ['owner', 'finance', 'content', 'support', 'agent_manager', 'read_only'];

export interface Operator {
  username: string;
  displayName: string;
  role: OperatorRole;
  merchants: string[] | 'all';
  totpEnabled: boolean;
  permissions: string[];
  disabled?: boolean;
}

export interface LoginResult {
  operator: Operator;
  totpSetupRequired: boolean;
}
export interface MeResult {
  operator: Operator;
  idleTimeoutMs: number;
}
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
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

export interface AuditRow {
  id: number;
  at: number;
  actor: string;
  actorRole: string;
  merchant: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
}
