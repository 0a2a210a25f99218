import type { LobbyModule } from '../../../core/ops.ts';
import captchaRoutes from './routes.ts';

/** Captcha images; logins and registration check the answers through core. */
const captcha: LobbyModule = async (app) => {
  await app.register(captchaRoutes, { captchas: app.captchas });
};

export default captcha;
