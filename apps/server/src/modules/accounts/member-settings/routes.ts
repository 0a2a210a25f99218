import { SECURITY_ANSWER_COUNT, SECURITY_ANSWER_RULE, SETTINGS_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { securityQuestions } from './questions.ts';
import type { MemberSettingsService } from './service.ts';

export interface MemberSettingsRoutesOptions {
  service: MemberSettingsService;
}

/** Real accounts only (the descriptors' access): trial accounts (403 permission.trial) have no profile of their own to set. */
const memberSettingsRoutes: FastifyPluginAsyncZod<MemberSettingsRoutesOptions> = async (app, { service }) => {
  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.memberProfile, async (request) => ok(await service.profile(sessionOf(request).memberId, request.merchant)));

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.setNickname, async (request) =>
    ok({ nickname: await service.setNickname(sessionOf(request).memberId, request.body.nickname) }),
  );

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.setBirthday, async (request) =>
    ok({ birthday: await service.setBirthday(sessionOf(request).memberId, request.body.birthday, request.merchant) }),
  );

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.requestEmailCode, async (request) =>
    ok(await service.requestEmail(sessionOf(request).memberId, request.body.email, request.merchant, languageOf(request.headers.language))),
  );

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.verifyEmail, async (request) =>
    ok({ email: await service.verifyEmail(sessionOf(request).memberId, request.body.code), emailVerified: true as const }),
  );

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.securityConfig, async (request) => {
    const profile = await service.profile(sessionOf(request).memberId, request.merchant);
    return ok({
      answerCount: SECURITY_ANSWER_COUNT,
      answerMinLength: SECURITY_ANSWER_RULE.minLength,
      answerMaxLength: SECURITY_ANSWER_RULE.maxLength,
      passwordRequired: profile.hasPassword,
    });
  });

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.securityQuestions, async (request) => ok(securityQuestions(languageOf(request.headers.language))));

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.customerSecurityQuestions, async (request) => ok(await service.securityAnswered(sessionOf(request).memberId)));

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.setSecurityAnswers, async (request) =>
    ok({ questionIds: await service.setSecurityAnswers(sessionOf(request).memberId, request.body) }),
  );

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.memberSessions, async (request) => ok(await service.sessions(sessionOf(request))));

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.endOtherSessions, async (request) => ok({ ended: await service.endOtherSessions(sessionOf(request)) }));

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.endSession, async (request) => ok({ ended: await service.endSession(sessionOf(request), request.params.id) }));

  playerRoute(app, SETTINGS_PLAYER_ENDPOINTS.loginHistory, async (request) =>
    ok(await service.loginHistory(sessionOf(request).memberId, request.query.beforeId, request.query.limit)),
  );
};

export default memberSettingsRoutes;
