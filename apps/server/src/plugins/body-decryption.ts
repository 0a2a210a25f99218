import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME, encryptedBodySchema } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { sessionHeadersSchema } from './auth.ts';

/** Headers of a route that takes a sealed body (documented; checked by requireEncryption). */
export const encryptedHeadersSchema = sessionHeadersSchema.extend({
  encryption: z.string().optional().describe(`must be ${ENCRYPTION_SCHEME}; body sealed with the key of GET /wps/session/encryption-key`),
});

/**
 * preValidation of a route that takes a sealed body: without the Encryption header, or with a body that
 * is not a sealed one (e.g. plain JSON credentials), the answer is request.encryption.invalid rather
 * than a schema complaint about the envelope fields.
 *
 *   app.post(path, { preValidation: requireEncryption, schema: { headers: encryptedHeadersSchema,
 *     body: encryptedBodySchema, … } }, async (request) => { const p = await decryptBody(request, schema); … })
 *
 * A player route described as `sealed` in the contract gets both from playerRoute (plugins/player-route.ts).
 */
export async function requireEncryption(request: FastifyRequest): Promise<void> {
  const raw = request.headers[ENCRYPTION_HEADER.toLowerCase()];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (header?.trim() !== ENCRYPTION_SCHEME || !encryptedBodySchema.safeParse(request.body).success) {
    throw new AppError('request.encryption.invalid');
  }
}

/** Decrypts, checks freshness and replay, validates with `schema`: the payload the route works with. */
export async function decryptBody<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.output<S>> {
  const body = encryptedBodySchema.safeParse(request.body);
  if (!body.success) throw new AppError('request.encryption.invalid');
  return request.server.encryption.open(body.data, schema);
}
