import { sql } from 'kysely';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AuditLogTable, Database, OperatorRow, OperatorSessionRow } from '../../db/schema.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createSecretStore, secretSpec } from '../one-time-secrets/store.ts';

/** A console session ends this long after sign-in whatever happens (the idle timeout ends it sooner). */
export const CONSOLE_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** An operator session: SHA-256 of its cookie's token, revoked_at once it ends early, 12 hours after sign-in at the latest. */
export const OPERATOR_SESSION_SECRETS = secretSpec({
  table: 'operator_sessions',
  id: 'id',
  hash: 'token_hash',
  spent: 'revoked_at',
  // usable through its twelfth hour, the last millisecond included (the first it is not is the end)
  ends: { at: 'created_at', afterMs: CONSOLE_ABSOLUTE_MS + 1 },
  // a day past their end, swept hourly as operators sign in
  cleanup: { keepMs: 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 },
});

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
  /** the password was set by someone else: chosen anew at the next sign-in */
  passwordChangeRequired?: boolean;
  createdAt: number;
}

export interface AuditFilter {
  merchants: 'all' | readonly string[];
  merchant?: string;
  actor?: string;
  /** exact actions (`PATCH /ops/merchants/:code`) */
  actions?: readonly string[];
  outcome?: string;
  q?: string;
  from?: number;
  to?: number;
  beforeId?: number;
  limit: number;
}

/**
 * SQL of operators, their merchants and sessions, and the append-only audit log. TOTP secrets are sealed
 * by the secret box on the way in and opened on the way out: the rows this answers carry the plain secret,
 * the table never does (a database from before sealing is re-sealed by `resealTotpSecrets` at start-up).
 */
export function createOperatorRepository(db: Kysely<Database>, box: SecretBox) {
  const sessions = createSecretStore(db, OPERATOR_SESSION_SECRETS);
  const opened = (row: OperatorRow | undefined): OperatorRow | undefined =>
    row && row.totp_secret !== null ? { ...row, totp_secret: box.open(row.totp_secret) } : row;
  return {
    async byUsername(username: string): Promise<OperatorRow | undefined> {
      return opened(await db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst());
    },

    async byId(id: number): Promise<OperatorRow | undefined> {
      return opened(await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst());
    },

    async all(): Promise<OperatorRow[]> {
      const rows = await db.selectFrom('operators').selectAll().orderBy('username').execute();
      return rows.map((r) => opened(r)!);
    },

    /** Seals every TOTP secret kept in plain text or under a previous key; answers how many it re-sealed. */
    async resealTotpSecrets(): Promise<number> {
      const rows = await db.selectFrom('operators').select(['id', 'totp_secret']).where('totp_secret', 'is not', null).execute();
      let count = 0;
      for (const row of rows) {
        if (row.totp_secret === null || box.isCurrent(row.totp_secret)) continue;
        // Only the value read is replaced: an enrolment racing this keeps its own new secret.
        const result = await db
          .updateTable('operators')
          .set({ totp_secret: box.seal(box.open(row.totp_secret)) })
          .where('id', '=', row.id)
          .where('totp_secret', '=', row.totp_secret)
          .executeTakeFirst();
        count += Number(result.numUpdatedRows);
      }
      return count;
    },

    async merchantsOf(operatorId: number): Promise<'all' | string[]> {
      const rows = await db.selectFrom('operator_merchants').select('merchant_code').where('operator_id', '=', operatorId).execute();
      const codes = rows.map((r) => r.merchant_code);
      return codes.includes(ALL_MERCHANTS) ? 'all' : codes.sort();
    },

    /** Inserts the operator; undefined when the username is taken. */
    async insert(op: NewOperator): Promise<OperatorRow | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('operators')
          .values({
            username: op.username,
            display_name: op.displayName,
            password_hash: op.passwordHash,
            role: op.role,
            totp_secret: op.totpSecret ? box.seal(op.totpSecret) : null,
            totp_enabled: op.totpEnabled ? 1 : 0,
            totp_last_step: null,
            disabled: 0,
            created_at: op.createdAt,
            password_change_required: op.passwordChangeRequired ? 1 : 0,
            password_changed_at: op.createdAt,
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
      await inTransaction(db, async (trx) => {
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
      await db.updateTable('operators').set({ totp_secret: box.seal(secret), totp_enabled: 0, totp_last_step: null }).where('id', '=', id).where('totp_enabled', '=', 0).execute();
    },

    /**
     * A new password hash. `required`: set by someone else, to be changed at the next sign-in. Every session
     * of the operator ends but `keepSession` (the one that changed its own password).
     */
    async setPassword(id: number, passwordHash: string, options: { required: boolean; at: number; keepSession?: number }): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('operators')
          .set({ password_hash: passwordHash, password_change_required: options.required ? 1 : 0, password_changed_at: options.at })
          .where('id', '=', id)
          .execute();
        await sessions.in(trx).spend({ operator_id: id }, options.at, { exceptId: options.keepSession });
      });
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

    /** Keeps a new session under its token's hash. */
    async insertSession(row: { operatorId: number; at: number; ip: string; userAgent: string }, token: string): Promise<void> {
      await sessions.insert(
        { operator_id: row.operatorId, created_at: row.at, last_seen_at: row.at, ip: row.ip, user_agent: row.userAgent, revoked_at: null },
        { now: row.at, secret: token },
      );
    },

    /** The session a token stands for, unless it was revoked or is past its 12 hours (the idle timeout is the caller's). */
    async liveSession(token: string, at: number): Promise<OperatorSessionRow | undefined> {
      return sessions.findLive({ secret: token }, at);
    },

    async touchSession(id: number, at: number): Promise<void> {
      await db.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', id).where('last_seen_at', '<', at).execute();
    },

    async revokeSession(id: number, at: number): Promise<void> {
      await sessions.spend({ id }, at);
    },

    async liveSessionCount(operatorId: number): Promise<number> {
      const row = await db
        .selectFrom('operator_sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('operator_id', '=', operatorId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async revokeSessionsOf(operatorId: number, at: number): Promise<void> {
      await sessions.spend({ operator_id: operatorId }, at);
    },

    async appendAudit(row: Insertable<AuditLogTable>): Promise<void> {
      await db.insertInto('audit_log').values(row).execute();
    },

    /** A pending row, written before the change it records runs; answers its id. */
    async insertPendingAudit(row: Insertable<AuditLogTable>): Promise<number> {
      const inserted = await db.insertInto('audit_log').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** The one completion of a pending row (the database refuses any other update). */
    async completeAudit(id: number, patch: Updateable<AuditLogTable>): Promise<void> {
      await db.updateTable('audit_log').set(patch).where('id', '=', id).where('outcome', '=', 'pending').execute();
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
      if (filter.actions && filter.actions.length > 0) query = query.where('action', 'in', [...filter.actions]);
      if (filter.outcome) query = query.where('outcome', '=', filter.outcome);
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
