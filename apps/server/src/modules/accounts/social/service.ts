import { randomInt } from 'node:crypto';
import {
  ACCOUNT_PATHS,
  isTrialType,
  SOCIAL_DEFAULT_RETURN,
  SOCIAL_PROVIDER_FLAGS,
  SOCIAL_PROVIDERS,
  SOCIAL_RESULT_PARAMS,
  SESSION_TRANSPORT_HEADER,
} from '@lobby/contract';
import type { ErrorCode, SocialProviderName, SocialProviderStatus } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRow } from '../../../db/schema.ts';
import type { SocialIdentity, SocialProvider } from '../../../integrations/oidc/social-provider.ts';
import { SocialLoginError } from '../../../integrations/oidc/social-provider.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { SessionService } from '../../../core/sessions/service.ts';
import { FLOW_COOKIE, FLOW_COOKIE_OPTIONS, FLOW_TTL_MS } from './flow.ts';
import type { FlowSealer, SocialFlow } from './flow.ts';
import { UniqueViolation } from '../../../db/unique-violation.ts';
import type { MemberRepository, OpenAccount } from '../member/index.ts';
import { createSocialRepository } from './repository.ts';
import type { SocialRepository } from './repository.ts';

export interface SocialServiceOptions {
  providers: Record<SocialProviderName, SocialProvider>;
  repository: SocialRepository;
  members: MemberRepository;
  openAccount: OpenAccount;
  sessions: SessionService;
  merchants: MerchantService;
  sealer: FlowSealer;
  /** PUBLIC_URL: the origin of the callback URL; unset: the request's own */
  publicUrl?: string;
  now?: () => number;
}

const LOGIN_PAGE = '/m/login';
/** Resolves returnTo against a throw-away origin: whatever changes the origin is off-site. */
const PROBE_ORIGIN = 'http://return-to.invalid';

/**
 * Only a path of this app's web (under /m/) on this origin: no scheme, no host, no `//` or `\` tricks,
 * no control characters. Anything else lands on /m/home.
 */
export function safeReturnTo(raw: string | undefined): string {
  if (!raw || raw.length > 512 || !raw.startsWith('/m/')) return SOCIAL_DEFAULT_RETURN;
  // Backslashes (browsers read them as slashes) and control characters (header splitting).
  const unsafe = [...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (unsafe) return SOCIAL_DEFAULT_RETURN;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return SOCIAL_DEFAULT_RETURN;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith('/m/')) return SOCIAL_DEFAULT_RETURN;
  url.searchParams.delete(SOCIAL_RESULT_PARAMS.success);
  url.searchParams.delete(SOCIAL_RESULT_PARAMS.error);
  return `${url.pathname}${url.search}`;
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export function failureLocation(code: ErrorCode): string {
  return withParam(LOGIN_PAGE, SOCIAL_RESULT_PARAMS.error, code);
}

/** A username under the default rule (a letter, then letters or digits; 6 to 16) from the person's name. */
export function usernameBase(identity: SocialIdentity, provider: SocialProviderName): string {
  const source = identity.name ?? identity.email?.split('@')[0] ?? '';
  let base = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  if (!/^[a-z]/.test(base)) base = `${provider}${base}`;
  base = base.slice(0, 16);
  while (base.length < 6) base += String(randomInt(10));
  return base;
}

function refuseDisabled(member: MemberRow): MemberRow {
  if (member.status !== 'active') throw new AppError('login.user.invalid');
  return member;
}

export function createSocialService(options: SocialServiceOptions) {
  const { providers, repository, members, sessions, merchants, sealer } = options;
  const now = options.now ?? Date.now;

  function available(merchant: ResolvedMerchant, name: SocialProviderName): boolean {
    return providers[name].configured && merchant.whitelabel[SOCIAL_PROVIDER_FLAGS[name]] === true;
  }

  function originOf(request: FastifyRequest): string {
    return options.publicUrl ?? `${request.protocol}://${request.host}`;
  }

  async function linkedMember(merchantCode: string, provider: SocialProviderName, subject: string): Promise<MemberRow | undefined> {
    const id = await repository.linkedMemberId(merchantCode, provider, subject);
    return id === undefined ? undefined : members.byId(id);
  }

  /** The member this provider account stands for at the merchant: linked, linked now, or new. */
  async function memberFor(
    merchant: ResolvedMerchant,
    provider: SocialProviderName,
    identity: SocialIdentity,
    request: FastifyRequest,
  ): Promise<MemberRow> {
    const linked = await linkedMember(merchant.code, provider, identity.subject);
    if (linked) return refuseDisabled(linked);

    const identityRow = {
      merchant_code: merchant.code,
      provider,
      subject: identity.subject,
      email: identity.email,
      created_at: now(),
    };
    // Only an address the provider has verified may claim an existing account: anyone can type an
    // unverified one.
    const emailKey = identity.emailVerified && identity.email ? identity.email.toLowerCase() : null;
    if (emailKey) {
      const found = await members.byEmail(merchant.code, emailKey);
      // Trial accounts have no address; only a real member may be claimed.
      const owner = found && !isTrialType(found.type) ? found : undefined;
      if (owner) {
        refuseDisabled(owner);
        try {
          await repository.linkIdentity({ ...identityRow, member_id: owner.id });
        } catch (err) {
          // The same callback twice at once: the other one linked it.
          if (!(err instanceof UniqueViolation && err.constraint === 'identity')) throw err;
          const raced = await linkedMember(merchant.code, provider, identity.subject);
          if (!raced) throw err;
          return refuseDisabled(raced);
        }
        return owner;
      }
    }

    const t = now();
    const base = usernameBase(identity, provider);
    for (let attempt = 0; attempt < 8; attempt++) {
      const username = attempt === 0 ? base : `${base.slice(0, 11)}${randomInt(10_000, 100_000)}`;
      if (await members.byUsername(merchant.code, username.toLowerCase())) continue;
      try {
        return await options.openAccount({
          merchant,
          member: {
            username,
            username_key: username.toLowerCase(),
            // No password: this member signs in through the provider (and may set one later).
            password_hash: null,
            type: 0,
            nickname: identity.name,
            account: username,
            // An unverified address is not recorded on the member: it would block its real owner.
            email: emailKey ? identity.email : null,
            email_key: emailKey,
            country_dialing_code: null,
            mobile_e164: null,
            birthday: null,
            referred_by_affiliate: null,
            recommender_id: null,
            payment_password_hash: null,
            profile: '{}',
            status: 'active',
            register_method: 'H5',
            register_url: request.host.slice(0, 255),
            created_at: t,
            password_changed_at: null,
          },
          link: (trx, member) => createSocialRepository(trx).linkIdentity({ ...identityRow, member_id: member.id }),
        });
      } catch (err) {
        if (!(err instanceof UniqueViolation)) throw err;
        if (err.constraint === 'identity') {
          const raced = await linkedMember(merchant.code, provider, identity.subject);
          if (raced) return refuseDisabled(raced);
        }
        if (err.constraint !== 'username' && err.constraint !== 'affiliate') throw err;
      }
    }
    throw new SocialLoginError('no free username');
  }

  return {
    available,

    list(merchant: ResolvedMerchant): SocialProviderStatus[] {
      return SOCIAL_PROVIDERS.map((provider) => ({ provider, available: available(merchant, provider) }));
    },

    /**
     * The authorization URL to send the browser to, after setting the sealed flow cookie. The merchant
     * comes from `?merchant=` (a navigation carries no Merchant header) or the host name.
     */
    async start(input: {
      request: FastifyRequest;
      reply: FastifyReply;
      provider: SocialProviderName;
      returnTo: string | undefined;
      merchantCode: string | undefined;
    }): Promise<string> {
      const { request, reply, provider } = input;
      const merchant =
        input.merchantCode === undefined
          ? request.merchant
          : await merchants.resolve({ header: input.merchantCode, hostname: request.hostname });
      if (!available(merchant, provider)) throw new AppError('feature.disabled');

      // Normalised (default ports dropped): the token request repeats it and must match exactly.
      const redirectUri = new URL(ACCOUNT_PATHS.oauthCallback.replace(':provider', provider), originOf(request)).href;
      let authorization;
      try {
        authorization = await providers[provider].begin(redirectUri);
      } catch (err) {
        // The provider's discovery document could not be read: nothing the person can fix by retrying now.
        request.log.error({ err, provider }, 'social login could not start');
        return failureLocation('login.social.failed');
      }
      const flow: SocialFlow = {
        v: 1,
        provider,
        state: authorization.state,
        nonce: authorization.nonce,
        codeVerifier: authorization.codeVerifier,
        redirectUri,
        merchantCode: merchant.code,
        returnTo: safeReturnTo(input.returnTo),
        createdAt: now(),
      };
      reply.setCookie(FLOW_COOKIE, sealer.seal(flow), { ...FLOW_COOKIE_OPTIONS, maxAge: FLOW_TTL_MS / 1000 });
      return authorization.url;
    },

    /**
     * Finishes the login the flow cookie describes; answers where to send the browser: returnTo with
     * `login=social` (the session cookie is set), or the login page with `socialError=<code>`.
     */
    async callback(input: {
      request: FastifyRequest;
      reply: FastifyReply;
      provider: SocialProviderName;
      state: string | undefined;
    }): Promise<string> {
      const { request, reply, provider } = input;
      if (!providers[provider].configured) throw new AppError('feature.disabled');
      const sealed = request.cookies[FLOW_COOKIE];
      // One attempt per flow, whatever happens next.
      if (sealed !== undefined) reply.clearCookie(FLOW_COOKIE, FLOW_COOKIE_OPTIONS);
      try {
        const flow = sealed === undefined ? undefined : sealer.unseal(sealed);
        if (!flow) throw new SocialLoginError('no login flow in this browser (missing, altered or from another key)');
        if (flow.provider !== provider) throw new SocialLoginError('the flow belongs to another provider');
        const age = now() - flow.createdAt;
        if (age > FLOW_TTL_MS || age < -60_000) throw new SocialLoginError('the login flow has expired');
        // Checked here too so a wrong state never reaches the token endpoint.
        if (input.state !== flow.state) throw new SocialLoginError('state mismatch');
        const merchant = await merchants.byCode(flow.merchantCode);
        if (!merchant) throw new SocialLoginError('the merchant of the flow is gone');
        if (!available(merchant, provider)) throw new AppError('feature.disabled');

        const identity = await providers[provider].complete(new URL(request.url, PROBE_ORIGIN), flow);
        const member = await memberFor(merchant, provider, identity, request);
        // A browser navigation sends no Session-Transport header; this answer must only ever carry the
        // token in the HttpOnly cookie, never in a URL.
        request.headers[SESSION_TRANSPORT_HEADER.toLowerCase()] = 'cookie';
        await sessions.issue({
          request,
          reply,
          member: { id: member.id, username: member.username, type: member.type },
          merchantCode: merchant.code,
          loginMethod: provider,
        });
        return withParam(flow.returnTo, SOCIAL_RESULT_PARAMS.success, SOCIAL_RESULT_PARAMS.successValue);
      } catch (err) {
        if (err instanceof AppError) {
          request.log.info({ provider, errorCode: err.errorCode }, 'social login refused');
          return failureLocation(err.errorCode);
        }
        if (err instanceof SocialLoginError) request.log.info({ provider, reason: err.message }, 'social login failed');
        else request.log.error({ err, provider }, 'social login failed');
        return failureLocation('login.social.failed');
      }
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
