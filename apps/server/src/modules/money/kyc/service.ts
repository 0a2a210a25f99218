import { createHash } from 'node:crypto';
import {
  centsToMoneyText,
  isCalendarDate,
  KYC_DEFAULT_LEVEL2_DAILY_WITHDRAWAL_CENTS,
  KYC_DEFAULT_LEVEL3_DEPOSITS_CENTS,
  KYC_DEFAULT_MINIMUM_AGE,
  KYC_DEFAULT_MINIMUM_AGE_ELSEWHERE,
  KYC_DEFAULT_RETENTION_DAYS,
  KYC_UPLOAD,
  moneyTextToCents,
} from '@lobby/contract';
import type {
  KycDocument,
  KycDocumentKind,
  KycFileType,
  KycFundsBody,
  KycIdentityBody,
  KycLevel,
  KycRejectReason,
  KycRules,
  KycState,
  KycStepState,
  KycSubmission,
  OpsKycSubmission,
} from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { KycDocumentRow, KycSubmissionRow, MemberRow } from '../../../db/schema.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { AppError } from '../../../lib/app-error.ts';
import { localDate, startOfLocalDay } from '../../../lib/time-zone.ts';
import type { WithdrawalGate } from '../withdrawals/index.ts';
import { ageOn } from './checker.ts';
import type { KycProvider } from './checker.ts';
import type { KycRepository } from './repository.ts';
import type { KycStorage } from './storage.ts';

export interface KycDeps {
  repository: KycRepository;
  storage: KycStorage;
  /** what a player typed is kept sealed (name, birth date, ID number, funds detail); the ID number also as a keyed digest */
  box: Pick<SecretBox, 'seal' | 'open' | 'fingerprint'>;
  provider: KycProvider;
  members: { byId(id: number): Promise<MemberRow | undefined> };
  merchant(code: string): Promise<{ timeZone: string; currency: string } | undefined>;
  /** the member's credited deposits in all, in cents */
  depositsInAll(memberId: number): Promise<number>;
  /** the withdrawals module: held orders of a member, and lifting their hold */
  withdrawals: {
    held(memberId: number, reason: string): Promise<Array<{ id: number; amount_cents: number }>>;
    withdrawnSince(memberId: number, since: number): Promise<number>;
    release(ids: number[], reason: string, to?: string | null): Promise<number>;
  };
  /** a player an operator put under review: a verified member's held orders stay held, for the review */
  underReview(memberId: number): Promise<boolean>;
  notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void>;
  /** re-encodes an image without its metadata, upright; undefined when the bytes are not a decodable image */
  reencode(data: Buffer, type: 'jpeg' | 'png'): Promise<{ data: Buffer; width: number; height: number } | undefined>;
  now: () => number;
  log: FastifyBaseLogger;
}

interface Rules {
  level2DailyCents: number | null;
  level3DepositsCents: number | null;
  minimumAge: number;
  retentionDays: number;
  autoApprove: boolean;
  updatedAt: number | null;
  updatedBy: string | null;
}

/** The type of a file by its first bytes: what it is, whatever its name says. */
export function fileTypeOf(data: Buffer): KycFileType | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-1024).toString('latin1').includes('%%EOF')) return 'pdf';
  return undefined;
}

const DAY_MS = 86_400_000;
/** Uploads never sent with a submission are deleted after this. */
const UNSENT_MS = 7 * DAY_MS;

const idKey = (n: string) => n.replace(/[\s-]/g, '').toUpperCase();

/**
 * Identity verification: the level a member reached (1 a verified phone or e-mail, 2 identity, 3 source of
 * funds), uploads kept encrypted, submissions checked by the provider and decided by it or an operator, the
 * merchant's rules of what needs which level, and the documents deleted after the retention period.
 */
export function createKycService(deps: KycDeps) {
  const { repository: repo, now } = deps;

  async function merchantOf(code: string) {
    const m = await deps.merchant(code);
    if (!m) throw new AppError('merchant.unknown');
    return m;
  }

  const sealed = (text: string | undefined) => (text === undefined ? null : deps.box.seal(text));
  const opened = (text: string | null) => (text === null ? null : deps.box.open(text));

  async function rulesOf(merchantCode: string, currency: string): Promise<Rules> {
    const row = await repo.rules(merchantCode);
    if (row) {
      return {
        level2DailyCents: row.level2_daily_cents,
        level3DepositsCents: row.level3_deposits_cents,
        minimumAge: row.minimum_age,
        retentionDays: row.retention_days,
        autoApprove: row.auto_approve === 1,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
      };
    }
    return {
      level2DailyCents: KYC_DEFAULT_LEVEL2_DAILY_WITHDRAWAL_CENTS[currency] ?? null,
      level3DepositsCents: KYC_DEFAULT_LEVEL3_DEPOSITS_CENTS[currency] ?? null,
      minimumAge: KYC_DEFAULT_MINIMUM_AGE[currency] ?? KYC_DEFAULT_MINIMUM_AGE_ELSEWHERE,
      retentionDays: KYC_DEFAULT_RETENTION_DAYS,
      autoApprove: false,
      updatedAt: null,
      updatedBy: null,
    };
  }

  const contactVerified = (m: MemberRow) => m.mobile_e164 !== null || (m.email !== null && m.email_verified_at !== null);

  const levelFrom = (member: MemberRow, approved: Map<number, number>) => Math.max(approved.get(member.id) ?? 0, contactVerified(member) ? 1 : 0) as KycLevel;

  async function levelOf(member: MemberRow): Promise<KycLevel> {
    return levelFrom(member, await repo.approvedLevels([member.id]));
  }

  async function memberOf(memberId: number): Promise<MemberRow> {
    const m = await deps.members.byId(memberId);
    if (!m) throw new AppError('login.required');
    return m;
  }

  function submissionView(r: KycSubmissionRow): KycSubmission {
    return {
      id: r.id,
      level: r.level as 2 | 3,
      status: r.status as KycSubmission['status'],
      submittedAt: r.created_at,
      decidedAt: r.decided_at,
      reason: r.status === 'rejected' ? ((r.reason as KycRejectReason | null) ?? 'other') : null,
    };
  }

  function documentView(d: KycDocumentRow): KycDocument {
    return { id: d.id, kind: d.kind as KycDocumentKind, type: d.type as KycFileType, bytes: d.bytes, width: d.width, height: d.height, createdAt: d.created_at };
  }

  async function gate(memberId: number, merchantCode: string, currency: string): Promise<WithdrawalGate & { rules: Rules }> {
    const rules = await rulesOf(merchantCode, currency);
    const level = await levelOf(await memberOf(memberId));
    const level3Missing = level < 3 && rules.level3DepositsCents !== null && (await deps.depositsInAll(memberId)) > rules.level3DepositsCents;
    return { level, level2DailyCents: rules.level2DailyCents, level3Missing, rules };
  }

  /** Lifts the verification hold of the member's withdrawals once their level lets them through. */
  async function releaseHolds(memberId: number, merchantCode: string, currency: string): Promise<number> {
    const g = await gate(memberId, merchantCode, currency);
    if (g.level < 2 || g.level3Missing) return 0;
    const held = await deps.withdrawals.held(memberId, 'kyc');
    return deps.withdrawals.release(
      held.map((o) => o.id),
      'kyc',
      (await deps.underReview(memberId)) ? 'review' : null,
    );
  }

  const REASON_WORDS: Record<KycRejectReason, string> = {
    unreadable: 'a document could not be read',
    expired: 'the document has expired',
    mismatch: 'the details or the selfie do not match the document',
    underage: "you are under the brand's minimum age",
    incomplete: 'something is missing',
    duplicate: 'a document or ID number is already used by another account',
    other: 'it could not be accepted',
  };

  /** The member is told of a decision in the inbox (the verification screen words it in their language). */
  async function tell(row: KycSubmissionRow, status: 'approved' | 'rejected', reason: KycRejectReason | null) {
    const what = row.level === 2 ? 'identity' : 'source of funds';
    try {
      if (status === 'approved') {
        await deps.notify(row.member_id, row.merchant_code, 'Verification approved', `Your ${what} verification was approved.`);
      } else {
        await deps.notify(row.member_id, row.merchant_code, 'Verification not accepted', `Your ${what} verification was not accepted: ${REASON_WORDS[reason ?? 'other']}. Please open Verification in Settings to send it again.`);
      }
    } catch (err) {
      deps.log.error({ err }, 'a verification decision could not be sent to the inbox');
    }
  }

  async function afterDecision(row: KycSubmissionRow, status: 'approved' | 'rejected', reason: KycRejectReason | null) {
    if (status === 'approved') {
      const { currency } = await merchantOf(row.merchant_code);
      await releaseHolds(row.member_id, row.merchant_code, currency);
    }
    await tell(row, status, reason);
  }

  async function opsView(r: KycSubmissionRow, account: string, memberLevel: KycLevel, documents: KycDocumentRow[]): Promise<OpsKycSubmission> {
    const { timeZone } = await merchantOf(r.merchant_code);
    const held = r.status === 'pending' ? await deps.withdrawals.held(r.member_id, 'kyc') : [];
    const birthDate = opened(r.birth_date);
    return {
      id: r.id,
      merchantCode: r.merchant_code,
      account,
      memberLevel,
      level: r.level as 2 | 3,
      status: r.status as OpsKycSubmission['status'],
      submittedAt: r.created_at,
      fullName: opened(r.full_name),
      birthDate: birthDate,
      age: birthDate ? ageOn(birthDate, localDate(r.created_at, timeZone)) : null,
      idType: r.id_type as OpsKycSubmission['idType'],
      idNumber: opened(r.id_number),
      fundsSource: r.funds_source as OpsKycSubmission['fundsSource'],
      fundsDetail: opened(r.funds_detail),
      documents: documents.filter((d) => d.submission_id === r.id).map(documentView),
      check: r.check_provider ? { provider: r.check_provider, verdict: r.check_verdict as 'approve' | 'reject' | 'review', findings: JSON.parse(r.check_findings ?? '[]') as string[] } : null,
      decidedBy: r.decided_by,
      decidedAt: r.decided_at,
      reason: r.reason as KycRejectReason | null,
      note: r.note,
      purged: r.purged_at !== null,
      heldWithdrawals: { count: held.length, total: centsToMoneyText(held.reduce((sum, o) => sum + Number(o.amount_cents), 0)) },
      timeZone,
    };
  }

  async function views(rows: KycSubmissionRow[], usernames: (ids: number[]) => Promise<Map<number, string>>): Promise<OpsKycSubmission[]> {
    const ids = [...new Set(rows.map((r) => r.member_id))];
    const [names, docs] = await Promise.all([usernames(ids), repo.documentsOf(rows.map((r) => r.id))]);
    // the page's approved levels in one query; each member's row for the contact they verified
    const approved = await repo.approvedLevels(ids);
    const levels = new Map<number, KycLevel>();
    for (const id of ids) {
      const m = await deps.members.byId(id);
      levels.set(id, m ? levelFrom(m, approved) : 0);
    }
    return Promise.all(rows.map((r) => opsView(r, names.get(r.member_id) ?? String(r.member_id), levels.get(r.member_id) ?? 0, docs)));
  }

  /** Runs the provider on a new submission and stores it with the verdict (rejected or approved at once, or pending). */
  async function submit(
    member: MemberRow,
    level: 2 | 3,
    fields: { full_name?: string; birth_date?: string; id_type?: string; id_number?: string; id_number_key?: string; funds_source?: string; funds_detail?: string },
    wanted: Array<{ id: number; kind: KycDocumentKind }>,
  ): Promise<KycSubmission> {
    const at = now();
    const { timeZone, currency } = await merchantOf(member.merchant_code);
    const rules = await rulesOf(member.merchant_code, currency);
    const docs: KycDocumentRow[] = [];
    for (const w of wanted) {
      const d = await repo.document(w.id);
      if (!d || d.member_id !== member.id || d.kind !== w.kind || d.submission_id !== null || d.purged_at !== null) {
        throw new AppError('kyc.document.not.found', { value: { id: w.id, kind: w.kind } });
      }
      docs.push(d);
    }
    const check = await deps.provider.check({
      level,
      birthDate: fields.birth_date ?? null,
      minimumAge: rules.minimumAge,
      today: localDate(at, timeZone),
      documents: docs.map((d) => ({ kind: d.kind, type: d.type, sha256: d.sha256, width: d.width, height: d.height, bytes: d.bytes })),
      idNumberUsedElsewhere: fields.id_number_key ? (await repo.othersWithIdNumber(member.merchant_code, member.id, fields.id_number_key)) > 0 : false,
      documentUsedElsewhere: (await repo.othersWithHash(member.merchant_code, member.id, docs.map((d) => d.sha256))) > 0,
      autoApprove: rules.autoApprove,
    });
    const decided = check.verdict !== 'review';
    const status = check.verdict === 'approve' ? 'approved' : check.verdict === 'reject' ? 'rejected' : 'pending';
    const row = await repo.submit(
      {
        merchant_code: member.merchant_code,
        member_id: member.id,
        level,
        status,
        full_name: sealed(fields.full_name),
        birth_date: sealed(fields.birth_date),
        id_type: fields.id_type ?? null,
        id_number: sealed(fields.id_number),
        id_number_key: fields.id_number_key ?? null,
        funds_source: fields.funds_source ?? null,
        funds_detail: sealed(fields.funds_detail),
        check_provider: deps.provider.name,
        check_verdict: check.verdict,
        check_findings: JSON.stringify(check.findings),
        reason: check.reason,
        note: null,
        decided_by: decided ? `checker:${deps.provider.name}` : null,
        decided_at: decided ? at : null,
        created_at: at,
        purged_at: null,
      },
      docs.map((d) => d.id),
    );
    if (row === 'pending') throw new AppError('kyc.submission.pending');
    if (row === 'taken') throw new AppError('kyc.document.not.found');
    if (decided) await afterDecision(row, status as 'approved' | 'rejected', check.reason);
    return submissionView(row);
  }

  async function requireStep(member: MemberRow, level: 2 | 3) {
    const reached = await levelOf(member);
    if (reached >= level) throw new AppError('kyc.level.done');
    if (reached < level - 1) throw new AppError('kyc.level.required', { value: { level: level - 1 } });
    const waiting = (await repo.submissionsOf(member.id)).find((s) => s.level === level && s.status === 'pending');
    if (waiting) throw new AppError('kyc.submission.pending');
  }

  return {
    /** What holds a new withdrawal of the member (read before its transaction). */
    async withdrawalGate(memberId: number, merchantCode: string, currency: string): Promise<WithdrawalGate> {
      const { rules: _rules, ...g } = await gate(memberId, merchantCode, currency);
      return g;
    },

    async state(memberId: number): Promise<KycState> {
      const member = await memberOf(memberId);
      const { currency } = await merchantOf(member.merchant_code);
      const g = await gate(member.id, member.merchant_code, currency);
      const submissions = await repo.submissionsOf(member.id);
      const held = (await deps.withdrawals.held(member.id, 'kyc')).length;
      const { timeZone } = await merchantOf(member.merchant_code);
      const withdrawnToday = await deps.withdrawals.withdrawnSince(member.id, startOfLocalDay(now(), timeZone));
      const latest = (level: number) => submissions.find((s) => s.level === level) ?? null;
      const stateOf = (level: 2 | 3): KycStepState => {
        if (g.level >= level) return 'done';
        const s = latest(level);
        if (s?.status === 'pending') return 'pending';
        if (s?.status === 'rejected') return 'rejected';
        const needed = level === 2 ? held > 0 || g.level2DailyCents !== null : g.level3Missing;
        return needed ? 'needed' : 'optional';
      };
      const steps = [
        { level: 1 as const, state: (g.level >= 1 ? 'done' : 'needed') as KycStepState, submission: null },
        { level: 2 as const, state: stateOf(2), submission: latest(2) && submissionView(latest(2)!) },
        { level: 3 as const, state: stateOf(3), submission: latest(3) && submissionView(latest(3)!) },
      ];
      let next: KycState['next'] = null;
      if (g.level < 1) next = 'contact';
      else if (g.level < 2) next = steps[1]!.state === 'pending' ? 'wait' : 'identity';
      else if (g.level < 3 && (g.level3Missing || steps[2]!.state === 'pending' || steps[2]!.state === 'rejected')) next = steps[2]!.state === 'pending' ? 'wait' : 'funds';
      return {
        level: g.level as KycLevel,
        steps,
        next,
        currency,
        level2DailyWithdrawal: g.level2DailyCents === null ? null : centsToMoneyText(g.level2DailyCents),
        level3Deposits: g.rules.level3DepositsCents === null ? null : centsToMoneyText(g.rules.level3DepositsCents),
        minimumAge: g.rules.minimumAge,
        heldWithdrawals: held,
        withdrawnToday: centsToMoneyText(withdrawnToday),
      };
    },

    /** Checks a file by its content, strips an image's metadata, and stores it encrypted. */
    async upload(memberId: number, kind: KycDocumentKind, data: Buffer): Promise<KycDocument> {
      const member = await memberOf(memberId);
      if (data.length > KYC_UPLOAD.maxBytes) throw new AppError('kyc.document.too.large');
      const type = fileTypeOf(data);
      if (!type) throw new AppError('kyc.document.invalid');
      let stored = data;
      let width: number | null = null;
      let height: number | null = null;
      if (type !== 'pdf') {
        const image = await deps.reencode(data, type);
        if (!image) throw new AppError('kyc.document.invalid');
        if (Math.min(image.width, image.height) < KYC_UPLOAD.minSide) throw new AppError('kyc.document.too.small', { value: { minSide: KYC_UPLOAD.minSide } });
        ({ data: stored, width, height } = image);
      }
      const key = await deps.storage.put(member.merchant_code, stored);
      try {
        const row = await repo.addDocument({
          merchant_code: member.merchant_code,
          member_id: member.id,
          kind,
          type,
          bytes: stored.length,
          width,
          height,
          sha256: createHash('sha256').update(stored).digest('hex'),
          storage_key: key,
          submission_id: null,
          created_at: now(),
          purged_at: null,
        });
        return documentView(row);
      } catch (err) {
        await deps.storage.remove(key).catch(() => undefined);
        throw err;
      }
    },

    async submitIdentity(memberId: number, body: KycIdentityBody): Promise<KycSubmission> {
      const member = await memberOf(memberId);
      const today = localDate(now(), (await merchantOf(member.merchant_code)).timeZone);
      if (!isCalendarDate(body.birthDate) || body.birthDate > today || ageOn(body.birthDate, today) > 120) {
        throw new AppError('request.invalid', { message: 'Please enter your date of birth as on the document.', value: { field: 'birthDate' } });
      }
      await requireStep(member, 2);
      return submit(
        member,
        2,
        { full_name: body.fullName, birth_date: body.birthDate, id_type: body.idType, id_number: body.idNumber, id_number_key: deps.box.fingerprint(idKey(body.idNumber)) },
        [
          { id: body.front, kind: 'id_front' },
          { id: body.back, kind: 'id_back' },
          { id: body.selfie, kind: 'selfie' },
        ],
      );
    },

    async submitFunds(memberId: number, body: KycFundsBody): Promise<KycSubmission> {
      const member = await memberOf(memberId);
      await requireStep(member, 3);
      return submit(member, 3, { funds_source: body.source, funds_detail: body.detail }, [{ id: body.proof, kind: 'funds_proof' }]);
    },

    // ---- operators ----

    async list(
      filter: { merchantCode: string; status: string; level?: number; account?: string; beforeId?: number; limit: number },
      members: { byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> },
      usernames: (ids: number[]) => Promise<Map<number, string>>,
    ) {
      const { timeZone } = await merchantOf(filter.merchantCode);
      let memberId: number | undefined;
      let memberLevel: KycLevel | null = null;
      if (filter.account !== undefined) {
        const m = await members.byUsername(filter.merchantCode, filter.account.toLowerCase());
        if (!m) return { list: [], next: null, timeZone, memberLevel };
        memberId = m.id;
        memberLevel = await levelOf(m);
      }
      const rows = await repo.page({ ...filter, memberId, limit: filter.limit + 1 });
      const page = rows.slice(0, filter.limit);
      return { list: await views(page, usernames), next: rows.length > filter.limit ? page[page.length - 1]!.id : null, timeZone, memberLevel };
    },

    async one(id: number, visible: (merchantCode: string) => boolean, usernames: (ids: number[]) => Promise<Map<number, string>>): Promise<OpsKycSubmission> {
      const row = await repo.submission(id);
      if (!row || !visible(row.merchant_code)) throw new AppError('kyc.submission.not.found');
      return (await views([row], usernames))[0]!;
    },

    async decide(
      id: number,
      visible: (merchantCode: string) => boolean,
      input: { decision: 'approve' | 'reject'; reason?: KycRejectReason; note: string; by: string },
      usernames: (ids: number[]) => Promise<Map<number, string>>,
    ): Promise<{ before: OpsKycSubmission; after: OpsKycSubmission }> {
      const row = await repo.submission(id);
      if (!row || !visible(row.merchant_code)) throw new AppError('kyc.submission.not.found');
      if (input.decision === 'reject' && !input.reason) throw new AppError('kyc.reason.required');
      const before = (await views([row], usernames))[0]!;
      if (row.status !== 'pending') throw new AppError('kyc.submission.decided');
      const status = input.decision === 'approve' ? 'approved' : 'rejected';
      const reason = input.decision === 'reject' ? input.reason! : null;
      if (!(await repo.decide(id, { status, reason, note: input.note || null, decided_by: input.by, decided_at: now() }))) {
        throw new AppError('kyc.submission.decided');
      }
      await afterDecision(row, status, reason);
      return { before, after: (await views([(await repo.submission(id))!], usernames))[0]! };
    },

    /** A document's bytes for a reviewer who sees its merchant. */
    async documentBytes(id: number, visible: (merchantCode: string) => boolean): Promise<{ row: KycDocumentRow; data: Buffer }> {
      const row = await repo.document(id);
      if (!row || !visible(row.merchant_code) || !row.storage_key) throw new AppError('kyc.document.not.found');
      return { row, data: await deps.storage.get(row.storage_key) };
    },

    async rules(merchantCode: string): Promise<KycRules> {
      const { currency, timeZone } = await merchantOf(merchantCode);
      const r = await rulesOf(merchantCode, currency);
      return {
        merchantCode,
        currency,
        level2DailyWithdrawal: r.level2DailyCents === null ? null : centsToMoneyText(r.level2DailyCents),
        level3Deposits: r.level3DepositsCents === null ? null : centsToMoneyText(r.level3DepositsCents),
        minimumAge: r.minimumAge,
        retentionDays: r.retentionDays,
        autoApprove: r.autoApprove,
        updatedAt: r.updatedAt,
        updatedBy: r.updatedBy,
        timeZone,
      };
    },

    async setRules(
      merchantCode: string,
      input: { level2DailyWithdrawal: string | null; level3Deposits: string | null; minimumAge: number; retentionDays: number; autoApprove: boolean },
      by: string,
    ) {
      const amount = (text: string | null) => {
        if (text === null) return null;
        const cents = moneyTextToCents(text);
        if (cents === null || cents <= 0) throw new AppError('request.invalid', { message: 'Each amount must be above zero.' });
        return cents;
      };
      const level2 = amount(input.level2DailyWithdrawal);
      const level3 = amount(input.level3Deposits);
      const before = await this.rules(merchantCode);
      await repo.putRules({
        merchant_code: merchantCode,
        level2_daily_cents: level2,
        level3_deposits_cents: level3,
        minimum_age: input.minimumAge,
        retention_days: input.retentionDays,
        auto_approve: input.autoApprove ? 1 : 0,
        updated_at: now(),
        updated_by: by,
      });
      return { before, after: await this.rules(merchantCode) };
    },

    /** Deletes documents past their merchant's retention, and uploads never sent; how many. */
    async purge(): Promise<number> {
      const at = now();
      let total = 0;
      for (const code of await repo.merchantsWithDocuments()) {
        const m = await deps.merchant(code);
        const r = await rulesOf(code, m?.currency ?? '');
        for (;;) {
          const due = await repo.purgeable(code, at - r.retentionDays * DAY_MS, at - UNSENT_MS, 200);
          if (!due.length) break;
          for (const d of due) if (d.storage_key) await deps.storage.remove(d.storage_key);
          await repo.markPurged(
            due.map((d) => d.id),
            at,
          );
          total += due.length;
        }
      }
      return total;
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
