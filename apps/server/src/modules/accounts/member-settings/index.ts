import type { LobbyModule } from '../../../core/ops.ts';
import { createMemberSettingsRepository } from './repository.ts';
import memberSettingsRoutes from './routes.ts';
import { createMemberSettingsService } from './service.ts';

export { createMarketingRepository, languageAudience, MARKETING_DEFAULTS } from './marketing.ts';
export type { MarketingPreferences, MarketingRepository } from './marketing.ts';

/** The member's own settings: nickname, birthday, verified e-mail, security questions, sessions, login history. */
const memberSettings: LobbyModule = async (app) => {
  const service = createMemberSettingsService({
    repository: createMemberSettingsRepository(app.db),
    members: app.services.accounts,
    sessions: app.sessions,
    mail: app.delivery.mail,
    limiter: app.limiter,
    now: app.clock,
  });
  await app.register(memberSettingsRoutes, { service });
};

export default memberSettings;
