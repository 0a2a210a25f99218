import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database, OperatorRow, OperatorSessionRow } from '../../db/schema.ts';

/** `%`, `_` and `\\` in the operator's text match themselves (ESCAPE '\\' below). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The merchant_code that stands for every merchant. */
export const ALL_MERCHANTS = '*';

export interface NewOperator {
  username: string;
  displayName: string;
  passwordHash: string;
  role: string;
  merchants: 'all' | readonly string[];
  totpSecret?: string | null;
  totpEnabled?: boolean;
  createdAt: number;
}

export interface AuditFilter {
  merchants: 'all' | readonly string[];
  merchant?: string;
  actor?: string;
  action?: string;
  q?: string;
  from?: number;
  to?: number;
  beforeId?: number;
  limit: number;
}

/** SQL of operators, their merchants and sessions, and the append-only audit log. */
export function createOperatorRepository(db: Kysely<Database>) {
  return {
    async byUsername(username: string): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async byId(id: number): Promise<OperatorRow | undefined> {
      return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async all(): Promise<OperatorRow[]> {
      return db.selectFrom('operators').selectAll().orderBy('username').execute();
    },

    async merchantsOf(operatorId: number): Promise<'all' | string[]> {
      const rows = await db.selectFrom('operator_merchants').select('merchant_code').where('operator_id', '=', operatorId).execute();
      const codes = rows.map((r) => r.merchant_code);
      return codes.includes(ALL_MERCHANTS) ? 'all' : codes.sort();
    },

    /** Inserts the operator; undefined when the username is taken. */
    async insert(op: NewOperator): Promise<OperatorRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('operators')
          .values({
            username: op.username,
            display_name: op.displayName,
            password_hash: op.passwordHash,
            role: op.role,
            totp_secret: op.totpSecret ?? null,
            totp_enabled: op.totpEnabled ? 1 : 0,
            totp_last_step: null,
            disabled: 0,
            created_at: op.createdAt,
          })
          .onConflict((oc) => oc.column('username').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const codes = op.merchants === 'all' ? [ALL_MERCHANTS] : [...new Set(op.merchants)];
        await trx.insertInto('operator_merchants').values(codes.map((merchant_code) => ({ operator_id: row.id, merchant_code }))).execute();
        return row;
      });
    },

    async update(
      id: number,
      patch: { displayName?: string; role?: string; merchants?: 'all' | readonly string[]; disabled?: boolean; resetTotp?: boolean },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const set: Partial<{ display_name: string; role: string; disabled: number; totp_secret: null; totp_enabled: number; totp_last_step: null }> = {};
        if (patch.displayName !== undefined) set.display_name = patch.displayName;
        if (patch.role !== undefined) set.role = patch.role;
        if (patch.disabled !== undefined) set.disabled = patch.disabled ? 1 : 0;
        if (patch.resetTotp) Object.assign(set, { totp_secret: null, totp_enabled: 0, totp_last_step: null });
        if (Object.keys(set).length > 0) await trx.updateTable('operators').set(set).where('id', '=', id).execute();
        if (patch.merchants !== undefined) {
          await trx.deleteFrom('operator_merchants').where('operator_id', '=', id).execute();
          const codes = patch.merchants === 'all' ? [ALL_MERCHANTS] : [...new Set(patch.merchants)];
          await trx.insertInto('operator_merchants').values(codes.map((merchant_code) => ({ operator_id: id, merchant_code }))).execute();
        }
      });
    },

    async setPendingTotp(id: number, secret: string): Promise<void> {
      await db.updateTable('operators').set({ totp_secret: secret, totp_enabled: 0, totp_last_step: null }).where('id', '=', id).where('totp_enabled', '=', 0).execute();
    },

    async enableTotp(id: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('operators')
        .set({ totp_enabled: 1, totp_last_step: step })
        .where('id', '=', id)
        .where('totp_enabled', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Takes a code's step once: false when this step (or a later one) was already used, so the same code
     * (or an older one) never signs in twice, even when two requests race with it.
     */
    async claimTotpStep(id: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertSession(row: { tokenHash: string; operatorId: number; at: number; ip: string; userAgent: string }): Promise<void> {
      await db
        .insertInto('operator_sessions')
        .values({ token_hash: row.tokenHash, operator_id: row.operatorId, created_at: row.at, last_seen_at: row.at, ip: row.ip, user_agent: row.userAgent, revoked_at: null })
        .execute();
    },

    async sessionByHash(tokenHash: string): Promise<OperatorSessionRow | undefined> {
      return db.selectFrom('operator_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    async touchSession(id: number, at: number): Promise<void> {
      await db.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', id).where('last_seen_at', '<', at).execute();
    },

    async revokeSession(id: number, at: number): Promise<void> {
      await db.updateTable('operator_sessions').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },

    async revokeSessionsOf(operatorId: number, at: number): Promise<void> {
      await db.updateTable('operator_sessions').set({ revoked_at: at }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null).execute();
    },

    async appendAudit(row: Insertable<AuditLogTable>): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    async audit(filter: AuditFilter) {
      let query = db.selectFrom('audit_log').selectAll();
      if (filter.merchants !== 'all') {
        // Rows about no merchant (sign-ins, operators) are left out for an operator who sees only some.
        if (filter.merchants.length === 0) return [];
        query = query.where('merchant_code', 'in', [...filter.merchants]);
      }
      if (filter.merchant) query = query.where('merchant_code', '=', filter.merchant);
      if (filter.actor) query = query.where('actor', '=', filter.actor.toLowerCase());
      if (filter.action) {
        const prefix = `${escapeLike(filter.action)}%`;
        query = query.where(sql<boolean>`action like ${prefix} escape '\\'`);
      }
      if (filter.q) {
        const like = `%${escapeLike(filter.q)}%`;
        query = query.where(
          sql<boolean>`(target like ${like} escape '\\' or before_json like ${like} escape '\\' or after_json like ${like} escape '\\')`,
        );
      }
      if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('at', '<', filter.to);
      if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
      return query.orderBy('id', 'desc').limit(filter.limit).execute();
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
