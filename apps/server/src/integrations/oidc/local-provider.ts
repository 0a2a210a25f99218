import { createRequire } from 'node:module';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SocialProviderName } from '@lobby/contract';
import { SOCIAL_PROVIDERS } from '@lobby/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { exportJWK, generateKeyPair } from 'jose';
import type { Adapter, AdapterPayload, Interaction, Provider } from 'oidc-provider';
import { z } from 'zod';
import { consentPage, errorPage, loginPage } from './local-pages.ts';
import type { OidcFetch } from './social-provider.ts';

/**
 * A real OpenID provider (oidc-provider) inside the app, for development and demos: both "Google" and
 * "Facebook" point at it, so the login buttons complete a genuine authorization-code round trip without
 * accounts at either. The person types any e-mail address and name, then consents.
 *
 * Its state (codes, sessions, the people who signed in) lives in this process's memory: it is a stand-in,
 * not an identity service. Several processes behind a load balancer need sticky sessions to use it.
 */

export const LOCAL_OIDC_PREFIX = '/oidc-local';

/**
 * Whether the local provider can run: oidc-provider is a development dependency, absent from a production
 * install (the container image), where OIDC_LOCAL then leaves social sign-in off instead of failing a login.
 */
export function localOidcInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('oidc-provider');
    return true;
  } catch {
    return false;
  }
}

const PROVIDER_LABELS: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

export interface LocalOidcOptions {
  /** absolute issuer URL; its path must be LOCAL_OIDC_PREFIX */
  issuer: string;
  /** this app's callback path for a social provider (any host name is accepted with it) */
  callbackPath(provider: SocialProviderName): string;
  /** the relying party's name on the consent page */
  clientName: string;
  /** X-Forwarded-* are believed (the app's TRUST_PROXY) */
  trustProxy: boolean;
  onError?(err: unknown): void;
}

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
}

export interface LocalOidc {
  issuer: string;
  clients: Record<SocialProviderName, LocalOidcClient>;
  /** registers the provider's routes under LOCAL_OIDC_PREFIX */
  register(app: FastifyInstance): Promise<void>;
  /** outbound fetch for the relying party: requests to the issuer are answered in-process */
  fetchVia(app: FastifyInstance): OidcFetch;
}

interface LocalPerson {
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/** At most this many people remembered (the oldest goes first); codes and sessions expire by themselves. */
const MAX_PEOPLE = 10_000;

/** oidc-provider's storage in a Map: one process, entries expire on their own schedule. */
function memoryAdapter(now: () => number) {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  let writes = 0;

  function prune(): void {
    const t = now();
    for (const [key, entry] of store) if (entry.expiresAt <= t) store.delete(key);
  }

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const live = (k: string) => {
      const entry = store.get(k);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        store.delete(k);
        return undefined;
      }
      return entry.payload;
    };
    const findBy = (field: 'uid' | 'userCode', value: string) => {
      for (const [k, entry] of store) {
        if (k.startsWith(`${model}:`) && entry.payload[field] === value) return live(k);
      }
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        if (++writes % 200 === 0) prune();
        store.set(key(id), { payload, expiresAt: now() + expiresIn * 1000 });
      },
      async find(id) {
        return live(key(id));
      },
      async findByUid(uid) {
        return findBy('uid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

/** Stable per address: the same e-mail signs in as the same person, as at a real provider. */
export function localSubject(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

const loginFormSchema = z.object({
  email: z.string().max(1000).optional(),
  name: z.string().max(1000).optional(),
  verified: z.string().max(10).optional(),
});
const uidParamsSchema = z.object({ uid: z.string().min(1).max(128) });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function providerOfClient(clientId: unknown, clients: Record<SocialProviderName, LocalOidcClient>): SocialProviderName {
  return SOCIAL_PROVIDERS.find((p) => clients[p].clientId === clientId) ?? 'google';
}

export function createLocalOidc(options: LocalOidcOptions): LocalOidc {
  const issuerUrl = new URL(options.issuer);
  if (issuerUrl.pathname !== LOCAL_OIDC_PREFIX) throw new Error(`local OIDC issuer must end in ${LOCAL_OIDC_PREFIX}`);
  const issuer = issuerUrl.href.replace(/\/$/, '');
  const clients = Object.fromEntries(
    SOCIAL_PROVIDERS.map((p) => [p, { clientId: `local-${p}`, clientSecret: randomBytes(32).toString('base64url') }]),
  ) as Record<SocialProviderName, LocalOidcClient>;
  const people = new Map<string, LocalPerson>();
  let providerPromise: Promise<Provider> | undefined;

  async function createProvider(): Promise<Provider> {
    // Loaded on first use only: production never loads it unless OIDC_LOCAL=1.
    const { default: ProviderClass } = await import('oidc-provider');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
    const provider = new ProviderClass(issuer, {
      clients: SOCIAL_PROVIDERS.map((p) => ({
        client_id: clients[p].clientId,
        client_secret: clients[p].clientSecret,
        client_name: options.clientName,
        redirect_uris: [`${issuerUrl.origin}${options.callbackPath(p)}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      adapter: memoryAdapter(Date.now),
      jwks: { keys: [jwk] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      async findAccount(_ctx, sub) {
        const person = people.get(sub);
        if (!person) return undefined;
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email: person.email,
            email_verified: person.emailVerified,
            name: person.name ?? undefined,
          }),
        };
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like Google: the ID token carries e-mail and name, so no userinfo call is needed.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `${LOCAL_OIDC_PREFIX}/interaction/${interaction.uid}` },
      pkce: { required: () => true },
      responseTypes: ['code'],
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = errorPage('Sign-in problem', out.error_description || out.error || 'Something went wrong.');
      },
    });
    provider.proxy = options.trustProxy;
    // Any host name this app is reached on, but only its own callback path for that client.
    const callbackPaths = new Map(SOCIAL_PROVIDERS.map((p) => [clients[p].clientId, options.callbackPath(p)]));
    provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(uri: string): boolean {
      let url: URL;
      try {
        url = new URL(uri);
      } catch {
        return false;
      }
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname === callbackPaths.get(this.clientId) &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    };
    provider.on('server_error', (_ctx, err) => options.onError?.(err));
    return provider;
  }

  function provider(): Promise<Provider> {
    if (!providerPromise) {
      providerPromise = createProvider();
      providerPromise.catch(() => {
        providerPromise = undefined;
      });
    }
    return providerPromise;
  }

  function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  const expired = () => errorPage('This sign-in has expired', 'Go back to the app and start the sign-in again.');

  async function register(app: FastifyInstance): Promise<void> {
    const HIDDEN = { hide: true } as const;

    // The pages: ordinary routes with the app's body parsers (forms).
    await app.register(async (pages) => {
      // Also when mounted in a bare Fastify (a stand-alone test provider).
      pages.setValidatorCompiler(validatorCompiler);
      pages.setSerializerCompiler(serializerCompiler);
      pages.get(
        `${LOCAL_OIDC_PREFIX}/interaction/:uid`,
        { schema: { ...HIDDEN, params: uidParamsSchema } },
        async (request, reply) => {
          const { uid } = request.params as z.infer<typeof uidParamsSchema>;
          const details = await interactionFor(request, reply, uid);
          if (!details) return sendHtml(reply, 400, expired());
          const providerName = providerOfClient(details.params.client_id, clients);
          const label = PROVIDER_LABELS[providerName];
          const base = `${LOCAL_OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}`;
          if (details.prompt.name === 'login') {
            const page = loginPage({ providerLabel: label, action: `${base}/login`, abortAction: `${base}/abort` });
            return sendHtml(reply, 200, page);
          }
          const person = details.session?.accountId ? people.get(details.session.accountId) : undefined;
          if (details.prompt.name === 'consent' && person) {
            return sendHtml(
              reply,
              200,
              consentPage({
                providerLabel: label,
                clientName: options.clientName,
                email: person.email,
                name: person.name,
                action: `${base}/confirm`,
                abortAction: `${base}/abort`,
              }),
            );
          }
          return sendHtml(reply, 400, expired());
        },
      );

      pages.post(
        `${LOCAL_OIDC_PREFIX}/interaction/:uid/login`,
        { schema: { ...HIDDEN, params: uidParamsSchema, body: loginFormSchema } },
        async (request, reply) => {
          const { uid } = request.params as z.infer<typeof uidParamsSchema>;
          const form = request.body as z.infer<typeof loginFormSchema>;
          const details = await interactionFor(request, reply, uid);
          if (!details || details.prompt.name !== 'login') return sendHtml(reply, 400, expired());
          const label = PROVIDER_LABELS[providerOfClient(details.params.client_id, clients)];
          const email = (form.email ?? '').trim();
          const name = (form.name ?? '').trim().replace(/\s+/g, ' ');
          const verified = form.verified === '1';
          const emailOk = EMAIL.test(email) && email.length <= 254;
          if (!emailOk || name.length > 64) {
            const base = `${LOCAL_OIDC_PREFIX}/interaction/${encodeURIComponent(uid)}`;
            return sendHtml(
              reply,
              400,
              loginPage({
                providerLabel: label,
                action: `${base}/login`,
                abortAction: `${base}/abort`,
                values: { email, name, verified },
                error: emailOk ? 'The name is too long.' : 'Enter an e-mail address such as ana@example.com.',
              }),
            );
          }
          const sub = localSubject(email);
          people.delete(sub);
          people.set(sub, { email, name: name || null, emailVerified: verified });
          if (people.size > MAX_PEOPLE) people.delete(people.keys().next().value as string);
          const returnTo = await (await provider()).interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId: sub, remember: false } },
            { mergeWithLastSubmission: false },
          );
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        },
      );

      pages.post(
        `${LOCAL_OIDC_PREFIX}/interaction/:uid/confirm`,
        { schema: { ...HIDDEN, params: uidParamsSchema } },
        async (request, reply) => {
          const { uid } = request.params as z.infer<typeof uidParamsSchema>;
          const details = await interactionFor(request, reply, uid);
          const accountId = details?.session?.accountId;
          if (!details || details.prompt.name !== 'consent' || !accountId) return sendHtml(reply, 400, expired());
          const p = await provider();
          const clientId = String(details.params.client_id);
          const existing = details.grantId ? await p.Grant.find(details.grantId) : undefined;
          const grant = existing ?? new p.Grant({ accountId, clientId });
          const missing = details.prompt.details;
          if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
          if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
          for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
            grant.addResourceScope(resource, scopes.join(' '));
          }
          const grantId = await grant.save();
          const returnTo = await p.interactionResult(
            request.raw,
            reply.raw,
            { consent: { grantId } },
            { mergeWithLastSubmission: true },
          );
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        },
      );

      pages.post(
        `${LOCAL_OIDC_PREFIX}/interaction/:uid/abort`,
        { schema: { ...HIDDEN, params: uidParamsSchema } },
        async (request, reply) => {
          const { uid } = request.params as z.infer<typeof uidParamsSchema>;
          const details = await interactionFor(request, reply, uid);
          if (!details) return sendHtml(reply, 400, expired());
          const returnTo = await (await provider()).interactionResult(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
            { mergeWithLastSubmission: false },
          );
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        },
      );
    });

    // Everything else is oidc-provider's own (discovery, keys, authorization, token): its Koa app reads
    // the raw request itself, so no body parser may touch it here.
    await app.register(async (mount) => {
      mount.removeAllContentTypeParsers();
      mount.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'OPTIONS'];
      let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
      mount.route({
        method: methods,
        url: `${LOCAL_OIDC_PREFIX}/*`,
        schema: HIDDEN,
        handler: async (request, reply) => {
          handler ??= (await provider()).callback();
          const handle = handler;
          reply.hijack();
          const req = request.raw as IncomingMessage & { originalUrl?: string };
          const res = reply.raw;
          const url = req.url ?? '/';
          // As a mounted sub-app: the provider sees paths below the prefix and learns the prefix from
          // originalUrl, so the URLs it builds keep it.
          req.originalUrl = url;
          req.url = url.slice(LOCAL_OIDC_PREFIX.length) || '/';
          await new Promise<void>((resolve) => {
            res.once('finish', resolve);
            res.once('close', resolve);
            handle(req, res);
          });
        },
      });
    });
  }

  /** The interaction behind the browser's cookie, if it is the one in the URL. */
  async function interactionFor(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction | undefined> {
    try {
      const details = await (await provider()).interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  }

  function fetchVia(app: FastifyInstance): OidcFetch {
    return async (url, init) => {
      const target = new URL(url);
      if (target.origin !== issuerUrl.origin || !target.pathname.startsWith(`${LOCAL_OIDC_PREFIX}/`)) {
        return fetch(url, init as RequestInit);
      }
      const body = init.body;
      const payload =
        body === undefined || body === null
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof URLSearchParams
              ? body.toString()
              : Buffer.from(await new Response(body as ConstructorParameters<typeof Response>[0]).arrayBuffer());
      const res = await app.inject({
        method: init.method as HTTPMethods,
        url: `${target.pathname}${target.search}`,
        headers: { ...init.headers, host: issuerUrl.host },
        payload,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304 || init.method === 'HEAD';
      return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
    };
  }

  return { issuer, clients, register, fetchVia };
}
