/** Identity verification (KYC): the member's own level and uploads (/wps), and the operators' queue (/ops). */
export const KYC_PATHS = {
  state: '/wps/member/kyc',
  documents: '/wps/member/kyc/documents',
  identity: '/wps/member/kyc/identity',
  funds: '/wps/member/kyc/funds',
} as const;

export const KYC_OPS_PATHS = {
  submissions: '/ops/kyc/submissions',
  submission: '/ops/kyc/submissions/:id',
  decision: '/ops/kyc/submissions/:id/decision',
  document: '/ops/kyc/documents/:id',
  rules: '/ops/kyc/rules',
} as const;
