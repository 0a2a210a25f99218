import { ACCOUNT_PLAYER_ENDPOINTS, HEAD_ICON_COUNT } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAILY_CACHE_CONTROL, sendSvg, SVG_RESPONSES } from '../../../core/svg.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { avatarSvg, isAvatarId } from './avatar.ts';
import type { MemberService } from './service.ts';

export interface MemberRoutesOptions {
  service: MemberService;
}

const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, { service }) => {
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.memberInfo, async (request) => ok(await service.info(sessionOf(request).memberId)));

  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.headIcon, async (request) => ok({ icon: await service.headIcon(sessionOf(request).memberId) }));

  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.setHeadIcon, async (request) =>
    ok({ icon: await service.setHeadIcon(sessionOf(request).memberId, request.body.icon) }),
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
