import type { Generated } from 'kysely';

/**
 * The tables `core/delivery.ts` owns: its outbox repository (integrations/outbox) writes them, and the outbox
 * module reads them through `app.delivery.outbox`.
 */
export interface CoreDeliveryTables {
  outbox: OutboxTable;
}

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
