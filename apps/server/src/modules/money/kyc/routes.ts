import { KYC_DOCUMENT_KINDS, KYC_OPS_ENDPOINTS, KYC_PLAYER_ENDPOINTS, KYC_UPLOAD } from '@lobby/contract';
import type { KycDocumentKind } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { sees } from '../../../core/operators/guard.ts';
import type { MemberRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { KycService } from './service.ts';

export interface KycRoutesOptions {
  service: KycService;
  members: { byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> };
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;

/** The member's verification: state, uploads (multipart, one file), identity and funds submissions. */
export const kycPlayerRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, { service }) => {
  playerRoute(app, KYC_PLAYER_ENDPOINTS.kycState, async (request) => ok(await service.state(sessionOf(request).memberId)));

  playerRoute(
    app,
    KYC_PLAYER_ENDPOINTS.uploadKycDocument,
    async (request) => {
      if (!request.isMultipart()) throw new AppError('request.unsupported.media');
      let kind: KycDocumentKind | undefined;
      let data: Buffer | undefined;
      try {
        // one byte over the limit is read, so "too large" is told apart from a file of exactly the limit
        for await (const part of request.parts({ limits: { files: 1, fileSize: KYC_UPLOAD.maxBytes + 1, fields: 4 } })) {
          if (part.type === 'file') {
            data = await part.toBuffer();
            if (part.file.truncated) throw new AppError('kyc.document.too.large');
          } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
            if (!(KYC_DOCUMENT_KINDS as readonly string[]).includes(part.value)) {
              throw new AppError('request.invalid', { message: `kind must be one of ${KYC_DOCUMENT_KINDS.join(', ')}.`, value: { field: 'kind' } });
            }
            kind = part.value as KycDocumentKind;
          }
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = errorCode(err);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('kyc.document.too.large');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new AppError('request.invalid', { message: 'Send one file and its kind.' });
        }
        throw err;
      }
      if (!kind) throw new AppError('request.invalid', { message: 'Say which document this is (kind), before the file.', value: { field: 'kind' } });
      if (!data || data.length === 0) throw new AppError('request.invalid', { message: 'Choose a file to upload.', value: { field: 'file' } });
      return ok(await service.upload(sessionOf(request).memberId, kind, data));
    },
    {
      config: { rateLimit: { max: 30, timeWindow: 3600_000 } },
      consumes: ['multipart/form-data'],
    },
  );

  playerRoute(app, KYC_PLAYER_ENDPOINTS.submitKycIdentity, async (request) => ok(await service.submitIdentity(sessionOf(request).memberId, request.body)), {
    config: { rateLimit: { max: 10, timeWindow: 3600_000 } },
  });

  playerRoute(app, KYC_PLAYER_ENDPOINTS.submitKycFunds, async (request) => ok(await service.submitFunds(sessionOf(request).memberId, request.body)), {
    config: { rateLimit: { max: 10, timeWindow: 3600_000 } },
  });
};

/** The operators' verification queue, the documents (each opening audited) and the merchant's rules. */
export const kycOpsRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, { service, members, usernames }) => {
  const names = (ids: number[]) => usernames(ids);

  route(app, KYC_OPS_ENDPOINTS.kycSubmissions, async (request) => {
    const q = request.query;
    return ok(await service.list({ merchantCode: q.merchant, status: q.status, level: q.level, account: q.account, beforeId: q.beforeId, limit: q.limit }, members, names));
  });

  route(app, KYC_OPS_ENDPOINTS.kycSubmission, async (request) => ok(await service.one(request.params.id, (code) => sees(request, code), names)));

  route(app, KYC_OPS_ENDPOINTS.decideKycSubmission, async (request) => {
    const { before, after } = await service.decide(
      request.params.id,
      (code) => sees(request, code),
      { ...request.body, by: request.opsActor?.username ?? 'ops-token' },
      names,
    );
    request.auditChange({
      merchant: after.merchantCode,
      target: { submission: after.id, account: after.account, level: after.level },
      before: { status: before.status },
      after: { status: after.status, reason: after.reason, note: after.note },
    });
    return ok(after);
  });

  route(
    app,
    KYC_OPS_ENDPOINTS.kycDocument,
    async (request, reply) => {
      const { row, data } = await service.documentBytes(request.params.id, (code) => sees(request, code));
      request.auditChange({ merchant: row.merchant_code, target: { document: row.id, kind: row.kind, submission: row.submission_id } });
      return reply
        .header('content-type', CONTENT_TYPES[row.type as keyof typeof CONTENT_TYPES] ?? 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="document-${row.id}.${row.type === 'jpeg' ? 'jpg' : row.type}"`)
        .header('x-content-type-options', 'nosniff')
        // an image opened on its own cannot run anything; a PDF is left to the browser's viewer, which a sandbox refuses
        .header('content-security-policy', row.type === 'pdf' ? "default-src 'none'; object-src 'self'" : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(data);
    },
    { config: { audit: true } },
  );

  route(app, KYC_OPS_ENDPOINTS.kycRules, async (request) => ok(await service.rules(request.query.merchant)));

  route(app, KYC_OPS_ENDPOINTS.setKycRules, async (request) => {
    const { before, after } = await service.setRules(request.query.merchant, request.body, request.opsActor?.username ?? 'ops-token');
    request.auditChange({ merchant: request.query.merchant, target: { kycRules: request.query.merchant }, before, after });
    return ok(after);
  });
};
