import type { Generated, Selectable } from 'kysely';

/**
 * The tables `modules/money/payments` owns: it writes them, and other code reads them through it (see db/schema.ts).
 * The sandbox provider's tables are written by its stand-in (integrations/payments/sandbox-psp.ts), which only
 * the payments module mounts.
 */
export interface PaymentsTables {
  payment_channels: PaymentChannelsTable;
  deposit_orders: DepositOrdersTable;
  payment_events: PaymentEventsTable;
  sandbox_psp_sessions: SandboxPspSessionsTable;
  sandbox_psp_payouts: SandboxPspPayoutsTable;
}

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

export type PaymentChannelRow = Selectable<PaymentChannelsTable>;
export type DepositOrderRow = Selectable<DepositOrdersTable>;
