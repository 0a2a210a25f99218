import {
  ACCOUNT_PATHS,
  envelopeOf,
  HEAD_ICON_COUNT,
  headIconSchema,
  memberInfoSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { avatarSvg, isAvatarId } from './avatar.ts';
import type { MemberService } from './service.ts';

export interface MemberRoutesOptions {
  service: MemberService;
}

const failures = failureResponses(400, 401, 403, 404, 500);

const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, { service }) => {
  app.get(
    ACCOUNT_PATHS.memberInfo,
    {
      onRequest: requireSession,
      schema: {
        tags: ['member'],
        summary: 'The logged-in member (trial accounts too: the header shows their name)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(memberInfoSchema), ...failures },
      },
    },
    async (request) => ok(await service.info(sessionOf(request).memberId)),
  );

  app.get(
    ACCOUNT_PATHS.headIcon,
    {
      onRequest: requireSession,
      schema: {
        tags: ['member'],
        summary: `The member's avatar number (1..${HEAD_ICON_COUNT}; image at /media/avatars/<n>.svg)`,
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(headIconSchema), ...failures },
      },
    },
    async (request) => ok({ icon: await service.headIcon(sessionOf(request).memberId) }),
  );

  app.post(
    ACCOUNT_PATHS.headIcon,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['member'],
        summary: 'Choose an avatar (form-encoded or JSON `icon`); real accounts only',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: z.object({ icon: z.coerce.number().int().min(1).max(HEAD_ICON_COUNT) }),
        response: { 200: envelopeOf(headIconSchema), ...failures },
      },
    },
    async (request) => ok({ icon: await service.setHeadIcon(sessionOf(request).memberId, request.body.icon) }),
  );

  const cache = new Map<number, string>();
  app.get(
    '/media/avatars/:file',
    {
      schema: {
        tags: ['media'],
        summary: `Avatar artwork, /media/avatars/<1..${HEAD_ICON_COUNT}>.svg`,
        params: z.object({ file: z.string().max(16) }),
        response: SVG_RESPONSES,
      },
    },
    async (request, reply) => {
      const match = /^(\d{1,2})\.svg$/.exec(request.params.file);
      const id = match ? Number(match[1]) : NaN;
      if (!isAvatarId(id)) throw new AppError('request.not.found');
      let svg = cache.get(id);
      if (!svg) {
        svg = avatarSvg(id);
        cache.set(id, svg);
      }
      return sendSvg(reply, svg, DAILY_CACHE_CONTROL);
    },
  );
};

export default memberRoutes;
