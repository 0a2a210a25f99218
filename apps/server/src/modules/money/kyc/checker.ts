import type { KycRejectReason } from '@lobby/contract';

/** What an automated check is given: the submission's facts and what the platform knows around it. */
export interface KycCheckInput {
  level: 2 | 3;
  birthDate: string | null;
  /** the merchant's minimum age and the submission's local day (YYYY-MM-DD) */
  minimumAge: number;
  today: string;
  documents: Array<{ kind: string; type: string; sha256: string; width: number | null; height: number | null; bytes: number }>;
  /** the ID number is on another account's pending or approved submission */
  idNumberUsedElsewhere: boolean;
  /** a document's exact bytes were sent by another account */
  documentUsedElsewhere: boolean;
  /** the merchant lets what passes every rule through without an operator */
  autoApprove: boolean;
}

export interface KycCheckResult {
  verdict: 'approve' | 'reject' | 'review';
  /** when rejected: what the player is told */
  reason: KycRejectReason | null;
  findings: string[];
}

/**
 * A document and liveness vendor behind one call: a real one (Onfido, Sumsub, Jumio...) plugs in here by
 * configuration; `local` is the rules below, which need no network.
 */
export interface KycProvider {
  readonly name: string;
  check(input: KycCheckInput): Promise<KycCheckResult>;
}

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The local checker: rejects what breaks a rule (under the minimum age, the same picture twice, an ID or a
 * picture another account used), then approves an identity when the merchant allows it, else leaves it to
 * an operator (a source of funds always).
 */
export const localKycProvider: KycProvider = {
  name: 'local-rules',
  async check(input) {
    const findings: string[] = [];
    let reason: KycRejectReason | null = null;
    const reject = (r: KycRejectReason, finding: string) => {
      reason ??= r;
      findings.push(finding);
    };
    if (input.level === 2 && input.birthDate) {
      const age = ageOn(input.birthDate, input.today);
      if (age < input.minimumAge) reject('underage', `Age ${age} is under the brand's minimum of ${input.minimumAge}.`);
      else findings.push(`Age ${age}: at or over the minimum of ${input.minimumAge}.`);
    }
    const hashes = input.documents.map((d) => d.sha256);
    if (new Set(hashes).size !== hashes.length) reject('duplicate', 'The same picture was sent for two different sides or the selfie.');
    if (input.idNumberUsedElsewhere) reject('duplicate', 'This ID number is on another account of the brand.');
    if (input.documentUsedElsewhere) reject('duplicate', 'A picture sent here was sent by another account.');
    const selfie = input.documents.find((d) => d.kind === 'selfie');
    if (selfie && selfie.type === 'pdf') reject('incomplete', 'The selfie is a PDF, not a photo.');
    if (reason) return { verdict: 'reject', reason, findings };
    findings.push('No rule was broken.');
    // where money comes from is a person's judgement: a source of funds always waits for an operator
    return input.autoApprove && input.level === 2 ? { verdict: 'approve', reason: null, findings: [...findings, 'Approved by the brand\'s automatic rule.'] } : { verdict: 'review', reason: null, findings: [...findings, 'Waiting for an operator.'] };
  },
};
