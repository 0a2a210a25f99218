import { TRANSACTION_FILTERS, centsToAmount } from '@lobby/contract';
import type { Transaction, TransactionFilter, TransactionKind } from '@lobby/contract';
import type { LedgerRepository, StatementRow } from './repository.ts';

/** A statement line from the member's side: money in is positive, out negative; holds show their fate. */
export function toTransaction(row: StatementRow, memberId: number): Transaction {
  const incoming = row.credit_member === memberId;
  const kind = incoming ? row.credit_kind : row.debit_kind;
  const status = row.state === 'pending' ? (row.resolution === null ? 'pending' : row.resolution === 'post_pending' ? 'posted' : 'voided') : 'posted';
  return {
    id: row.id,
    kind: row.kind as TransactionKind,
    amount: centsToAmount(incoming ? row.amount : -row.amount),
    account: kind === 'member_bonus' ? 'bonus' : 'cash',
    status,
    reference: row.reference,
    createdAt: row.created_at,
  };
}

export function createStatement(repo: LedgerRepository) {
  return {
    async page(memberId: number, filter: { type?: TransactionFilter; from: number; to: number; beforeId?: number; limit: number }) {
      const rows = await repo.statement({
        memberId,
        kinds: filter.type ? TRANSACTION_FILTERS[filter.type] : undefined,
        from: filter.from,
        to: filter.to,
        beforeId: filter.beforeId,
        limit: filter.limit + 1,
      });
      const more = rows.length > filter.limit;
      const list = rows.slice(0, filter.limit).map((r) => toTransaction(r, memberId));
      return { list, next: more ? (list.at(-1)?.id ?? null) : null };
    },

    /** Every line of a range as CSV (RFC 4180), times in the merchant's time zone. */
    async csv(memberId: number, filter: { type?: TransactionFilter; from: number; to: number }, timeZone: string, currency: string): Promise<string> {
      const format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
      const lines = [`time (${timeZone}),type,amount (${currency}),account,status,reference,id`];
      let beforeId: number | undefined;
      for (;;) {
        const page = await this.page(memberId, { ...filter, beforeId, limit: 500 });
        for (const t of page.list) {
          // A leading =, +, - or @ would make a spreadsheet evaluate the reference as a formula.
          const reference = t.reference ? t.reference.replace(/^[=+\-@]/, "'$&") : '';
          lines.push(
            [format.format(new Date(t.createdAt)).replace(',', ''), t.kind, t.amount.toFixed(2), t.account, t.status, reference, String(t.id)]
              .map(cell)
              .join(','),
          );
        }
        if (page.next === null) break;
        beforeId = page.next;
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type Statement = ReturnType<typeof createStatement>;
