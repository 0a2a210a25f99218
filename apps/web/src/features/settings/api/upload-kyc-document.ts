import { useMutation } from '@tanstack/react-query';
import { KYC_PATHS } from '@lobby/contract/paths';
import type { KycDocumentKind } from '@lobby/contract/rules';
import { kycDocumentSchema, type KycDocument } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

export interface KycUploadInput {
  kind: KycDocumentKind;
  file: File;
}

/**
 * POST /wps/member/kyc/documents as multipart: `kind` first, then the one file (the server reads the parts in
 * order and decides the type from the bytes). Silent: the tile shows the refusal (too large, not a photo or
 * PDF, too small to read) under its own picture.
 */
export async function uploadKycDocument({ kind, file }: KycUploadInput, signal?: AbortSignal): Promise<KycDocument> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return kycDocumentSchema.parse(await api.post(KYC_PATHS.documents, { form: body, signal, silent: true }));
}

/** One upload; nothing to invalidate: a document counts only once a submission names it. */
export function useUploadKycDocument() {
  return useMutation({ mutationFn: (input: KycUploadInput) => uploadKycDocument(input) });
}
