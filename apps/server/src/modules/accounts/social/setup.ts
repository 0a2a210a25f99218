import { ACCOUNT_PATHS, SOCIAL_PROVIDERS } from '@lobby/contract';
import type { SocialProviderName } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { createLocalOidc, LOCAL_OIDC_PREFIX, localOidcInstalled } from '../../../integrations/oidc/local-provider.ts';
import type { LocalOidc } from '../../../integrations/oidc/local-provider.ts';
import { createOidcSocialProvider, FACEBOOK_TOKEN_ENDPOINT } from '../../../integrations/oidc/social-provider.ts';
import type { SocialProvider } from '../../../integrations/oidc/social-provider.ts';
import { accountOpener } from '../member/index.ts';
import { createFlowSealer } from './flow.ts';
import { createSocialRepository } from './repository.ts';
import { createSocialService } from './service.ts';
import type { SocialService } from './service.ts';

export interface SocialLogin {
  service: SocialService;
  /** the local OpenID provider standing in for Google and Facebook (OIDC_LOCAL) */
  localOidc: LocalOidc | undefined;
}

function callbackPath(provider: SocialProviderName): string {
  return ACCOUNT_PATHS.oauthCallback.replace(':provider', provider);
}

/**
 * Google and Facebook as configured (OIDC_<PROVIDER>_ISSUER / _CLIENT_ID / _CLIENT_SECRET), or, with
 * config.oidc.local, both pointed at the provider mounted under /oidc-local.
 */
export function createSocialLogin(app: FastifyInstance): SocialLogin {
  const { config } = app;
  let localOidc: LocalOidc | undefined;
  let providers: Record<SocialProviderName, SocialProvider>;

  const local = config.oidc.local && localOidcInstalled();
  if (config.oidc.local && !local) {
    app.log.warn('OIDC_LOCAL is on, but the local OpenID provider (oidc-provider, a development dependency) is not installed: social sign-in stays off');
  }
  if (local) {
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    const provider = createLocalOidc({
      issuer: `${origin}${LOCAL_OIDC_PREFIX}`,
      callbackPath,
      clientName: 'Lobby',
      trustProxy: config.trustProxy !== false,
      onError: (err) => app.log.error({ err }, 'local OpenID provider error'),
    });
    localOidc = provider;
    const fetch = provider.fetchVia(app);
    providers = Object.fromEntries(
      SOCIAL_PROVIDERS.map((name) => [
        name,
        createOidcSocialProvider({
          name,
          issuer: provider.issuer,
          clientId: provider.clients[name].clientId,
          clientSecret: provider.clients[name].clientSecret,
          fetch,
          relativeAuthorizationUrl: true,
          // The test provider remembers nobody between logins: always ask who it is.
          authorizationParams: { prompt: 'login' },
        }),
      ]),
    ) as Record<SocialProviderName, SocialProvider>;
  } else {
    providers = {
      google: createOidcSocialProvider({
        name: 'google',
        issuer: config.oidc.google.issuer,
        clientId: config.oidc.google.clientId,
        clientSecret: config.oidc.google.clientSecret,
      }),
      facebook: createOidcSocialProvider({
        name: 'facebook',
        issuer: config.oidc.facebook.issuer,
        clientId: config.oidc.facebook.clientId,
        clientSecret: config.oidc.facebook.clientSecret,
        // Facebook Login's OIDC scopes; its discovery document lists no token endpoint.
        scope: 'openid email',
        tokenEndpointFallback: FACEBOOK_TOKEN_ENDPOINT,
      }),
    };
  }

  const service = createSocialService({
    providers,
    repository: createSocialRepository(app.db),
    members: app.services.accounts,
    openAccount: accountOpener(app.db),
    sessions: app.sessions,
    merchants: app.merchants,
    sealer: createFlowSealer(config.oidc.stateSecret),
    publicUrl: config.publicUrl,
    now: app.clock,
  });
  return { service, localOidc };
}
