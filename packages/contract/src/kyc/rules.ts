/**
 * Identity verification (KYC) levels: 0 registered, 1 a verified phone or e-mail, 2 identity verified (an ID
 * document's front and back and a selfie), 3 source of funds verified. Each merchant says what needs which
 * level: withdrawals above an amount a day need level 2, deposits above a lifetime total need level 3.
 */
export const KYC_LEVELS = [0, 1, 2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

/** What a member uploads: the ID's two sides and a selfie (level 2), a proof of the source of funds (level 3). */
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie', 'funds_proof'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The government IDs the merchant's regulator accepts (the Philippines' PhilSys, passport, driver's licence, UMID...). */
export const KYC_ID_TYPES = ['national_id', 'passport', 'drivers_license', 'umid', 'other_government_id'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

export const KYC_FUNDS_SOURCES = ['salary', 'business', 'savings', 'investments', 'inheritance', 'other'] as const;
export type KycFundsSource = (typeof KYC_FUNDS_SOURCES)[number];

/** A submission waits for a decision (pending), or was approved or rejected (by the checker or an operator). */
export const KYC_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];

/** Why a submission was rejected: the player sees each in their language, with what to do. */
export const KYC_REJECT_REASONS = ['unreadable', 'expired', 'mismatch', 'underage', 'incomplete', 'duplicate', 'other'] as const;
export type KycRejectReason = (typeof KYC_REJECT_REASONS)[number];

/** A step's state for the member: done, waiting for review, rejected (send again), needed now, or not needed yet. */
export const KYC_STEP_STATES = ['done', 'pending', 'rejected', 'needed', 'optional'] as const;
export type KycStepState = (typeof KYC_STEP_STATES)[number];

/** Uploads: JPEG, PNG or PDF by content (not by name), at most `maxBytes`; an image at least `minSide` px on its shorter side. */
export const KYC_UPLOAD = { maxBytes: 10 * 1024 * 1024, minSide: 320, types: ['jpeg', 'png', 'pdf'] } as const;
export type KycFileType = (typeof KYC_UPLOAD.types)[number];

/** Defaults per currency in cents, until the operator sets the merchant's rules (a currency without one: no threshold). */
export const KYC_DEFAULT_LEVEL2_DAILY_WITHDRAWAL_CENTS: Record<string, number> = { PHP: 5_000_00 };
export const KYC_DEFAULT_LEVEL3_DEPOSITS_CENTS: Record<string, number> = { PHP: 500_000_00 };
/** The minimum age by currency (the Philippines: PAGCOR's 21), else 18. */
export const KYC_DEFAULT_MINIMUM_AGE: Record<string, number> = { PHP: 21 };
export const KYC_DEFAULT_MINIMUM_AGE_ELSEWHERE = 18;
/** Documents of a decided submission are kept this long (days), then deleted: five years, as AML record keeping asks. */
export const KYC_DEFAULT_RETENTION_DAYS = 1825;
