/**
 * The part of oidc-provider 9 this app uses (the package ships no types; @types/oidc-provider lags the
 * major versions). Loose where the library is loose.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface KoaContextLike {
    type: string;
    body: unknown;
    status: number;
    host: string;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: KoaContextLike, sub: string) => Promise<Account | undefined>;
    adapter?: (name: string) => Adapter;
    jwks?: { keys: object[] };
    cookies?: { keys?: string[]; [key: string]: unknown };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    interactions?: { url?: (ctx: KoaContextLike, interaction: Interaction) => Promise<string> | string };
    pkce?: { required?: () => boolean };
    responseTypes?: string[];
    ttl?: Record<string, number>;
    renderError?: (ctx: KoaContextLike, out: Record<string, string>, error: Error) => Promise<void> | void;
    [key: string]: unknown;
  }

  export interface InteractionPrompt {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: InteractionPrompt;
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface ClientInstance {
    clientId: string;
    clientName?: string;
    redirectUriAllowed(uri: string): boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: typeof Grant;
    readonly Client: { prototype: ClientInstance; find(id: string): Promise<ClientInstance | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;
  export default Provider;
}
