import {
  CONTENT_PATHS,
  customerServiceItemSchema,
  envelopeOf,
  helpCenterQuerySchema,
  helpCenterSchema,
  socialLinkSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../../core/language.ts';
import { customerServiceLinks } from '../../../core/merchants/service.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import type { HelpService } from './service.ts';

export interface HelpRoutesOptions {
  service: HelpService;
}

const failures = failureResponses(400, 500);

const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (app, { service }) => {
  app.get(
    CONTENT_PATHS.helpCenter,
    {
      schema: {
        tags: ['content'],
        summary: 'Help centre articles with their children (sanitized HTML)',
        headers: sessionHeadersSchema,
        querystring: helpCenterQuerySchema,
        response: { 200: envelopeOf(helpCenterSchema), ...failures },
      },
    },
    async (request) =>
      ok({
        items: await service.helpCenter(
          request.merchant.code,
          languageOf(request.query.lang ?? request.headers.language),
        ),
      }),
  );

  app.get(
    CONTENT_PATHS.customerService,
    {
      schema: {
        tags: ['content'],
        summary: 'Customer-service links: title and encrypted path (key: the last 8 characters)',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(z.array(customerServiceItemSchema)), ...failures },
      },
    },
    async (request) => ok(await customerServiceLinks(request.merchant)),
  );

  app.get(
    CONTENT_PATHS.socialLinks,
    {
      schema: {
        tags: ['content'],
        summary: 'Social links (TELEGRAM, TELEGRAM2, FACEBOOK, FACEBOOK2, WHATSAPP)',
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(z.array(socialLinkSchema)), ...failures },
      },
    },
    async (request) => ok(request.merchant.socialLinks),
  );
};

export default helpRoutes;
