import { CONTENT_PLAYER_ENDPOINTS, FEEDBACK_LIMITS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { controlCharacterField, IN_TEXT } from '../../../plugins/input-guard.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { FeedbackImage, FeedbackService } from './service.ts';

export interface FeedbackRoutesOptions {
  service: FeedbackService;
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { service }) => {
  playerRoute(
    app,
    CONTENT_PLAYER_ENDPOINTS.sendFeedback,
    async (request) => {
      if (!request.isMultipart()) throw new AppError('request.unsupported.media');
      const fields: Record<string, string> = {};
      const images: FeedbackImage[] = [];
      try {
        // One file more than allowed is read so "too many" is told apart from the plugin's own limit.
        for await (const part of request.parts({
          limits: { files: FEEDBACK_LIMITS.images + 1, fileSize: FEEDBACK_LIMITS.imageBytes },
        })) {
          if (part.type === 'file') {
            if (images.length >= FEEDBACK_LIMITS.images) {
              part.file.resume();
              throw new AppError('feedback.too.many.images');
            }
            images.push({ data: await part.toBuffer() });
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = errorCode(err);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('feedback.image.too.large');
        if (code === 'FST_FILES_LIMIT') throw new AppError('feedback.too.many.images');
        throw err;
      }
      // Multipart fields are read here, after the input guard has run: the same rule, applied by hand.
      const field = controlCharacterField(fields, 'body', IN_TEXT);
      if (field) throw new AppError('request.invalid', { message: `${field} contains a control character.`, value: { field } });
      const result = await service.submit({
        merchantCode: request.merchant.code,
        memberId: request.session?.memberId ?? null,
        ip: request.ip,
        content: fields.content ?? '',
        comment: fields.comment ?? '',
        images,
      });
      return ok(result);
    },
    {
      config: { rateLimit: { max: 10, timeWindow: 3600_000 } },
      consumes: ['multipart/form-data'],
      // Session optional: documented with the session header.
      headers: sessionHeadersSchema,
    },
  );
};

export default feedbackRoutes;
