import type { SocialProviderName } from '@lobby/contract';
import * as client from 'openid-client';

/** Who the provider says signed in. */
export interface SocialIdentity {
  /** the provider's stable subject identifier (`sub`) */
  subject: string;
  email: string | null;
  /** the provider vouches for the e-mail address (OIDC `email_verified`) */
  emailVerified: boolean;
  name: string | null;
}

/** What the relying party must remember between the redirect to the provider and its callback. */
export interface AuthorizationRequest {
  /** where to send the browser (absolute, or a path when the provider runs inside this app) */
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * A social login provider (Google, Facebook) seen from this app: build the authorization request, then
 * turn the callback into a verified identity. `complete` throws SocialLoginError for anything the
 * provider or the browser got wrong (denied, tampered, expired, replayed).
 */
export interface SocialProvider {
  readonly name: SocialProviderName;
  /** a client id is configured (the merchant's flag still decides) */
  readonly configured: boolean;
  begin(redirectUri: string): Promise<AuthorizationRequest>;
  complete(callbackUrl: URL, checks: AuthorizationChecks): Promise<SocialIdentity>;
}

export class SocialLoginError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SocialLoginError';
  }
}

export type OidcFetch = client.CustomFetch;

export interface OidcSocialProviderOptions {
  name: SocialProviderName;
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** scopes to ask for; default `openid email profile` */
  scope?: string;
  /**
   * Facebook's discovery document lists no token endpoint although its code flow with PKCE has one;
   * used only when discovery gives none.
   */
  tokenEndpointFallback?: string;
  /** extra authorization parameters (the local provider asks for `prompt=login`) */
  authorizationParams?: Record<string, string>;
  /** outbound HTTP (the local provider answers in-process); default fetch */
  fetch?: OidcFetch;
  /** answer the authorization URL as a path: the provider is mounted in this app, on every host name */
  relativeAuthorizationUrl?: boolean;
}

/** Plain HTTP only to this machine (local and test providers); everything else must be HTTPS. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export const FACEBOOK_TOKEN_ENDPOINT = 'https://graph.facebook.com/oauth/access_token';

/**
 * OpenID Connect authorization code flow with PKCE (S256), state and nonce, through openid-client: it
 * discovers the issuer, and on the callback checks the state and `iss`, exchanges the code and validates
 * the ID token (issuer, audience, nonce, expiry).
 */
export function createOidcSocialProvider(options: OidcSocialProviderOptions): SocialProvider {
  const { name, clientId } = options;
  const issuerUrl = new URL(options.issuer);
  let configuration: Promise<client.Configuration> | undefined;

  const insecure = issuerUrl.protocol === 'http:' && isLoopback(issuerUrl);

  function applyTransport(config: client.Configuration): void {
    if (options.fetch) config[client.customFetch] = options.fetch;
    if (insecure) client.allowInsecureRequests(config);
  }

  async function discover(): Promise<client.Configuration> {
    if (!clientId) throw new SocialLoginError(`${name}: no client id configured`);
    const auth = options.clientSecret ? client.ClientSecretPost(options.clientSecret) : client.None();
    const discovered = await client.discovery(issuerUrl, clientId, undefined, auth, {
      // openid-client recognises this very function in `execute` to allow plain HTTP for discovery too.
      execute: insecure ? [client.allowInsecureRequests, applyTransport] : [applyTransport],
      ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      timeout: 10,
    });
    const metadata = discovered.serverMetadata();
    if (metadata.token_endpoint || !options.tokenEndpointFallback) return discovered;
    // The metadata as data only (serverMetadata() also carries helper methods).
    const plain = JSON.parse(JSON.stringify(metadata)) as client.ServerMetadata;
    const withToken = new client.Configuration(
      { ...plain, token_endpoint: options.tokenEndpointFallback },
      clientId,
      undefined,
      auth,
    );
    applyTransport(withToken);
    return withToken;
  }

  /** Discovered once per process; a failed discovery is tried again on the next login. */
  function config(): Promise<client.Configuration> {
    if (!configuration) {
      configuration = discover();
      configuration.catch(() => {
        configuration = undefined;
      });
    }
    return configuration;
  }

  return {
    name,
    configured: Boolean(clientId),

    async begin(redirectUri) {
      const c = await config();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(c, {
        ...options.authorizationParams,
        redirect_uri: redirectUri,
        scope: options.scope ?? 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return {
        url: options.relativeAuthorizationUrl ? `${url.pathname}${url.search}` : url.href,
        state,
        nonce,
        codeVerifier,
      };
    },

    async complete(callbackUrl, checks) {
      const c = await config();
      // The token request must name the redirect URI of the authorization request exactly, whatever
      // host name the callback arrived on.
      const current = new URL(checks.redirectUri);
      current.search = callbackUrl.search;
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(c, current, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        // Network trouble reaching the provider is ours to log; everything else is a refused login.
        const refused =
          err instanceof client.ClientError ||
          err instanceof client.AuthorizationResponseError ||
          err instanceof client.ResponseBodyError ||
          err instanceof client.WWWAuthenticateChallengeError;
        if (refused) {
          throw new SocialLoginError(`${name}: ${err.message}`, { cause: err });
        }
        throw err;
      }
      const claims = tokens.claims();
      if (!claims?.sub) throw new SocialLoginError(`${name}: the ID token has no subject`);
      const email = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email : null;
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const rawName = typeof claims.name === 'string' ? claims.name.trim() : '';
      return {
        subject: String(claims.sub).slice(0, 255),
        email,
        emailVerified: Boolean(email) && verified,
        name: rawName ? rawName.slice(0, 64) : null,
      };
    },
  };
}
