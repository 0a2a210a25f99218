import type { Kysely } from 'kysely';
import type { Database, SegmentRow } from '../../../db/schema.ts';
import { asUniqueViolation } from '../../../db/unique-violation.ts';

export interface SegmentRecord {
  id: number;
  merchantCode: string;
  name: string;
  description: string;
  /** the rules as stored (JSON text, parsed by the service against the contract's schema) */
  rules: string;
  createdBy: string;
  createdAt: number;
  updatedBy: string;
  updatedAt: number;
}

const record = (r: SegmentRow): SegmentRecord => ({
  id: Number(r.id),
  merchantCode: r.merchant_code,
  name: r.name,
  description: r.description,
  rules: r.rules,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
  updatedBy: r.updated_by,
  updatedAt: Number(r.updated_at),
});

/** The segments table: every statement of the module. 'taken' when another segment of the brand has the name. */
export function createSegmentsRepository(db: Kysely<Database>) {
  return {
    async list(merchantCode: string): Promise<SegmentRecord[]> {
      const rows = await db.selectFrom('segments').selectAll().where('merchant_code', '=', merchantCode).orderBy('name_key').orderBy('id').execute();
      return rows.map(record);
    },

    async byId(merchantCode: string, id: number, on: Kysely<Database> = db): Promise<SegmentRecord | undefined> {
      const row = await on.selectFrom('segments').selectAll().where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
      return row && record(row);
    },

    async count(merchantCode: string): Promise<number> {
      const row = await db
        .selectFrom('segments')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(input: { merchantCode: string; name: string; description: string; rules: string; by: string; at: number }): Promise<SegmentRecord | 'taken'> {
      try {
        const row = await db
          .insertInto('segments')
          .values({
            merchant_code: input.merchantCode,
            name: input.name,
            name_key: input.name.toLowerCase(),
            description: input.description,
            rules: input.rules,
            created_by: input.by,
            created_at: input.at,
            updated_by: input.by,
            updated_at: input.at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return record(row);
      } catch (err) {
        if (asUniqueViolation(err, { name: 'segments' })) return 'taken';
        throw err;
      }
    },

    async update(
      merchantCode: string,
      id: number,
      input: { name: string; description: string; rules: string; by: string; at: number },
    ): Promise<SegmentRecord | 'taken' | undefined> {
      try {
        const row = await db
          .updateTable('segments')
          .set({ name: input.name, name_key: input.name.toLowerCase(), description: input.description, rules: input.rules, updated_by: input.by, updated_at: input.at })
          .where('merchant_code', '=', merchantCode)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        return row && record(row);
      } catch (err) {
        if (asUniqueViolation(err, { name: 'segments' })) return 'taken';
        throw err;
      }
    },

    async remove(merchantCode: string, id: number): Promise<boolean> {
      const res = await db.deleteFrom('segments').where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}

export type SegmentsRepository = ReturnType<typeof createSegmentsRepository>;
