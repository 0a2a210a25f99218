import { endpoint } from '../common/endpoint.ts';
import { KYC_PATHS } from './paths.ts';
import { kycDocumentSchema, kycFundsBodySchema, kycIdentityBodySchema, kycStateSchema, kycSubmissionSchema } from './schemas.ts';

const failures = [400, 401, 403, 404, 409, 413, 415, 429] as const;
const tags = ['kyc'] as const;

/**
 * The member's identity verification (/m/set → Verification): the level reached and what is next, uploads
 * (JPEG, PNG or PDF by content, EXIF removed, kept encrypted), and the submissions. Real accounts only.
 */
export const KYC_PLAYER_ENDPOINTS = {
  kycState: endpoint({
    method: 'GET',
    path: KYC_PATHS.state,
    access: 'real',
    tags,
    summary: "The member's verification level, each step's state, the latest submissions and what the brand asks for",
    response: kycStateSchema,
    failures,
  }),
  /** multipart/form-data: the body is read part by part by the route, so the descriptor names none */
  uploadKycDocument: endpoint({
    method: 'POST',
    path: KYC_PATHS.documents,
    access: 'real',
    tags,
    summary: 'Upload one document (multipart: kind, then one file): JPEG, PNG or PDF by content, at most 10 MB',
    description:
      'Fields: kind (id_front, id_back, selfie, funds_proof) and one file. The type is read from the bytes, not the ' +
      'name: anything else is 415 kyc.document.invalid; above KYC_UPLOAD.maxBytes 413 kyc.document.too.large; an ' +
      'image under KYC_UPLOAD.minSide px on its shorter side 400 kyc.document.too.small. Images are re-encoded ' +
      'without their EXIF data (location, camera) and every file is stored encrypted outside the web root.',
    response: kycDocumentSchema,
    failures,
  }),
  submitKycIdentity: endpoint({
    method: 'POST',
    path: KYC_PATHS.identity,
    access: 'real',
    tags,
    summary: 'Send the identity check (level 2): name and birth date as on the ID, its type and number, front, back and selfie',
    description:
      'The documents must be the member\'s own uploads of the named kinds (404 kyc.document.not.found). One ' +
      'submission waits at a time (409 kyc.submission.pending); level 1 first (403 kyc.level.required). The checker ' +
      'rejects at once what breaks a rule (under the brand\'s minimum age, the same image twice, an ID another ' +
      'account used), approves when the brand lets it, else an operator reviews.',
    body: kycIdentityBodySchema,
    response: kycSubmissionSchema,
    failures,
  }),
  submitKycFunds: endpoint({
    method: 'POST',
    path: KYC_PATHS.funds,
    access: 'real',
    tags,
    summary: 'Send the source of funds (level 3): where the money comes from and a proof (payslip, bank statement)',
    description: 'Level 2 first (403 kyc.level.required); one submission waits at a time (409 kyc.submission.pending). An operator reviews it.',
    body: kycFundsBodySchema,
    response: kycSubmissionSchema,
    failures,
  }),
} as const;
