import type { LobbyModule } from '../../../core/ops.ts';
import socialRoutes from './routes.ts';
import { createSocialLogin } from './setup.ts';

/** Social login: Google and Facebook through OpenID Connect, or the local provider standing in for both. */
const social: LobbyModule = async (app) => {
  const { service, localOidc } = createSocialLogin(app);
  if (localOidc) await localOidc.register(app);
  await app.register(socialRoutes, { service });
};

export default social;
