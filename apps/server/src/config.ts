import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRASH_BETTING_MS, CRASH_COOLDOWN_MS } from '@lobby/contract/rules';
import { z } from 'zod';
import { DRAND_QUICKNET } from './integrations/beacon/quicknet.ts';
import { parseHub88Config } from './integrations/game-vendors/hub88/config.ts';
import type { Hub88Config } from './integrations/game-vendors/hub88/config.ts';
import { trustListProblem } from './lib/trust-proxy.ts';
import type { TrustProxySetting } from './lib/trust-proxy.ts';

/** The monorepo root: relative paths in the environment are read from here, whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function fromRoot(p: string): string {
  return path.resolve(REPO_ROOT, p);
}

/**
 * TRUST_PROXY: true/false, a hop count, or a comma list of the proxies' addresses/CIDRs. A value that cannot be
 * honoured is refused at start-up rather than trusting nothing (or everything) in silence.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((raw, ctx): TrustProxySetting => {
    const lower = raw.toLowerCase();
    if (lower === '' || lower === 'false' || lower === '0' || lower === 'no' || lower === 'off') return false;
    if (lower === 'true' || lower === 'yes' || lower === 'on') return true;
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops > 64) {
        ctx.addIssue({ code: 'custom', message: `a hop count of ${hops} is not a proxy chain; give 1-64 or the proxies' addresses` });
        return z.NEVER;
      }
      return hops;
    }
    const list = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const problem = list.length === 0 ? 'true, false, a hop count or addresses' : trustListProblem(list);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return list;
  });

/** A switch: 1/true/yes/on or 0/false/no/off. */
const flagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], { message: 'use 1 or 0' }))
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with sqlite: or postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  // put before every Redis key and channel of this install, so several installs can share one Redis
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{0,64}$/, 'REDIS_PREFIX: letters, digits, _ : . - (at most 64)').default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  OPS_TOKEN: z.string().min(16, 'OPS_TOKEN must be at least 16 characters').optional(),
  // operator console: minutes without a request after which an operator's session ends
  CONSOLE_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  // how often a process's job workers look for due jobs (core/jobs; pg-boss takes at least 500 ms)
  JOBS_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(2000),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  // the operators' console build, served under /console
  CONSOLE_DIST: z.string().min(1).default('apps/console/dist'),
  // accounts: login attempts per client IP per 15 minutes (raise for load tests behind one address)
  LOGIN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  // accounts: registrations per client IP per hour (raise for tests or events behind one address)
  REGISTER_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  // verification and password recovery
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Lobby <no-reply@lobby.localhost>'),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  // Web Push (VAPID): the key pair as web-push generates it (base64url P-256 public point and private scalar)
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'VAPID_PUBLIC_KEY: the base64url P-256 public key (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, 'VAPID_PRIVATE_KEY: the base64url P-256 private key (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT: a mailto: address or an https: URL').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  // what the web's Firebase JS SDK starts with (the web app's API key is public by design)
  FIREBASE_WEB_API_KEY: z.string().regex(/^[\w-]{10,100}$/, 'FIREBASE_WEB_API_KEY: the web app key from the Firebase console').optional(),
  FIREBASE_AUTH_DOMAIN: z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'FIREBASE_AUTH_DOMAIN: a host name').optional(),
  // development and tests only: the Auth emulator's host:port (as firebase-admin reads it)
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+:\d{1,5}$/i, 'FIREBASE_AUTH_EMULATOR_HOST: host:port of the Auth emulator')
    .optional(),
  // social login (OpenID Connect); see resolveOidc for when the local provider stands in
  NODE_ENV: z.string().optional(),
  // production safety: demo data only when asked; each stand-in (sandbox payments, the demo game vendor's
  // site, the local OpenID provider) defaults to on outside production and off in it
  SEED_DEMO: flagSchema.optional(),
  SANDBOX_PAYMENTS: flagSchema.optional(),
  DEMO_VENDOR: flagSchema.optional(),
  // the key that seals secrets kept in the database (operators' TOTP secrets, the body-encryption private
  // key); the previous one while a rotation re-seals what it sealed
  DATA_ENCRYPTION_KEY: z.string().min(32, 'DATA_ENCRYPTION_KEY must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY_PREVIOUS: z.string().min(32, 'DATA_ENCRYPTION_KEY_PREVIOUS must be at least 32 characters').optional(),
  OIDC_LOCAL: flagSchema.optional(),
  OIDC_STATE_SECRET: z.string().min(32, 'OIDC_STATE_SECRET must be at least 32 characters').optional(),
  OIDC_GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_FACEBOOK_ISSUER: z.url({ protocol: /^https?$/ }).default('https://www.facebook.com'),
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  // game lobby: launch-ticket key of the demo vendor (several processes must share one), catalogue cache
  GAME_TICKET_SECRET: z.string().min(32, 'GAME_TICKET_SECRET must be at least 32 characters').optional(),
  GAME_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // Connections: a request must arrive whole in time, idle keep-alives close, and the connection count is capped.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  // PostgreSQL: connections per process, how long a query may run, how long a request waits for a free connection
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  // shutting down: how long /readyz answers 503 (so the load balancer stops sending) before the port closes
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  // /metrics (Prometheus): with a token, scrapers send it as a bearer token; without, only direct (not
  // proxied) requests from loopback or private addresses are answered
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // PayMongo (the real provider); unset: channels configured for it are unavailable
  PAYMONGO_SECRET_KEY: z.string().regex(/^sk_(test|live)_\w+$/, 'PAYMONGO_SECRET_KEY: sk_test_… or sk_live_…').optional(),
  PAYMONGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  PAYMONGO_WALLET_ID: z.string().min(1).optional(),
  PAYMONGO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.paymongo.com'),
  // Hub88 (the aggregator; integrations/game-vendors/hub88/config.ts checks them); unset: off
  HUB88_API_URL: z.string().min(1).optional(),
  HUB88_OPERATOR_ID: z.string().min(1).optional(),
  HUB88_PRIVATE_KEY: z.string().min(1).optional(),
  HUB88_PUBLIC_KEY: z.string().min(1).optional(),
  HUB88_VENDORS: z.string().min(1).optional(),
  HUB88_COUNTRY: z.string().min(1).optional(),
  HUB88_SUB_PARTNER_ID: z.string().min(1).optional(),
  // transfer-wallet vendors: the catalogue vendors whose games play on the bundled local transfer-wallet vendor
  // (its wallets live in memory: a stand-in, unset by default), and the minutes without play after which the
  // money at a transfer vendor comes back
  TRANSFER_DEMO_VENDORS: z.string().regex(/^[A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32})*$/, 'TRANSFER_DEMO_VENDORS: catalogue vendor codes, comma separated').optional(),
  TRANSFER_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  // crash: rounds per published hash chain (a new chain follows when one is used up)
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  // crash: where a chain's salt comes from, a round of public randomness announced when the chain is
  // committed: drand (the default in production), or the local stand-in (the default elsewhere; in production
  // only when asked, and then warned about like the other stand-ins); see docs/decisions.md
  CRASH_BEACON: z.enum(['drand', 'local']).optional(),
  // sportsbook: the odds feed (local: the bundled simulated feed, the default outside production; none: no
  // events, the book is empty), its seed (the same seed replays the same calendar), how often it is polled,
  // and how long an in-play bet waits before it is accepted at the odds then
  SPORTS_FEED: z.enum(['local', 'none']).optional(),
  SPORTS_FEED_SEED: z.string().min(1).max(64).default('lobby'),
  SPORTS_FEED_POLL_MS: z.coerce.number().int().min(200).max(60_000).default(1000),
  SPORTS_INPLAY_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  // the announced round is the first published at least this long after the commitment (default 30 in
  // production, so a clock a little ahead of drand's cannot name a round already out; 3 elsewhere)
  CRASH_BEACON_MARGIN_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  CRASH_DRAND_URL: z.url({ protocol: /^https?$/ }).default('https://api.drand.sh'),
  CRASH_DRAND_CHAIN: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'CRASH_DRAND_CHAIN: the chain hash, 64 hex digits')
    .default(DRAND_QUICKNET.chainHash),
  // the group key the rounds must be signed with; quicknet's is built in
  CRASH_DRAND_PUBLIC_KEY: z.string().regex(/^[0-9a-f]{192}$/, 'CRASH_DRAND_PUBLIC_KEY: a G2 public key, 192 hex digits').optional(),
});

/** Every variable the server reads (each also as NAME_FILE): recipes and manifests set no other. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface OidcClientConfig {
  issuer: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export interface OidcConfig {
  /**
   * Mount the local OpenID provider under /oidc-local and point google and facebook at it: OIDC_LOCAL=1,
   * or by default outside production when no client id is configured. Never by default in production.
   */
  local: boolean;
  /** AES-GCM key material for the login-flow cookie; unset: a random key per process */
  stateSecret: string | undefined;
  google: OidcClientConfig;
  facebook: OidcClientConfig;
}

export interface Config {
  /** NODE_ENV=production: stand-ins off unless a flag turns one on, shared secrets required */
  production: boolean;
  /** seed the demo brands' accounts, operators and history into an empty database (SEED_DEMO=1) */
  seedDemo: boolean;
  /** the bundled stand-ins for outside services; each one on in production is warned about at start */
  standIns: {
    /** the sandbox payment provider (/sandbox-pay) and its channels: a press of Pay credits money */
    sandboxPayments: boolean;
    /** the demo game vendor's site (/demo-vendor) and its launches */
    demoVendor: boolean;
  };
  /** seals secrets at rest (lib/secret-box.ts); unset outside production: a key file in the data folder */
  dataEncryptionKey: string | undefined;
  dataEncryptionKeyPrevious: string | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** before every Redis key and channel (rate limits, limiter counters, cache invalidations) */
  redisPrefix: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: TrustProxySetting;
  /** the automation token of /ops (scripts, CI); operators sign in to the console instead */
  opsToken: string | undefined;
  /** an operator session ends after this many minutes without a request (sliding; 12 h at most in all) */
  consoleIdleMinutes: number;
  /** how often a process's job workers look for due jobs (core/jobs) */
  jobsPollMs: number;
  webDist: string;
  /** the operators' console build (served under /console) */
  consoleDist: string;
  /** login attempts allowed per client IP per 15 minutes */
  loginIpLimit: number;
  /** registrations allowed per client IP per hour */
  registerIpLimit: number;
  /** SMTP transport for mail; unset: mail goes to the outbox table */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HTTP SMS provider; unset: SMS go to the outbox table */
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /**
   * Web Push's VAPID keys and contact (mailto: or https:). Unset outside production: a pair made on first start
   * and kept in the data folder (core/vapid.ts); unset in production: no Web Push (the key answers 503).
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  /** Hub88, the aggregator: the vendors whose games launch through it and the keys of both sides; unset: off */
  hub88: Hub88Config | undefined;
  /** transfer-wallet vendors: the catalogue vendors played on the local transfer vendor, and the idle time */
  transferWallet: { demoVendors: string[]; idleMinutes: number };
  /** base URL for links in mails (no trailing slash); unset: derived from the request host */
  publicUrl: string | undefined;
  /** Firebase phone sign-in; unset: firebase id tokens are refused (feature.disabled) */
  firebaseProjectId: string | undefined;
  firebaseJwksUrl: string;
  /** the Firebase web app's API key and auth domain, for the JS SDK; without a key the web keeps the platform's SMS */
  firebaseWebApiKey: string | undefined;
  firebaseAuthDomain: string | undefined;
  /** host:port of the Firebase Auth emulator: unsigned ID tokens are accepted (never in production) */
  firebaseAuthEmulatorHost: string | undefined;
  /** social login through OpenID Connect */
  oidc: OidcConfig;
  /** HMAC key of demo-vendor launch tickets; unset: a random key per process */
  gameTicketSecret: string | undefined;
  /** how long a process reuses game catalogue answers; 0: no cache */
  gameCacheTtlMs: number;
  /** how long a whole request (headers and body) may take to arrive */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** idle keep-alive connections close after this (above a load balancer's idle timeout) */
  keepAliveTimeoutMs: number;
  /** connections open at once; more are refused by the server */
  maxConnections: number;
  /** PostgreSQL pool: connections per process, statement timeout (0: none), wait for a free connection (0: forever) */
  databasePool: { size: number; statementTimeoutMs: number; waitMs: number };
  /** how long /readyz answers 503 before the server stops listening (default 5 s in production, else 0) */
  shutdownDrainMs: number;
  /** the bearer token of /metrics; unset: direct requests from loopback or private addresses only */
  metricsToken: string | undefined;
  /** PayMongo credentials; unset: only the bundled sandbox provider takes payments */
  paymongo: { secretKey: string; webhookSecret: string; walletId: string; apiUrl: string } | undefined;
  /** crash rounds: chain length, phase lengths and the round clock's lease (tests shorten them) */
  crash: CrashConfig;
  /** the randomness beacon a crash chain's salt comes from */
  crashBeacon: CrashBeaconConfig;
  sportsbook: SportsbookConfig;
}

export interface SportsbookConfig {
  /** local: the bundled simulated feed; none: no feed (a real provider's adapter plugs in here) */
  feed: 'local' | 'none';
  seed: string;
  pollMs: number;
  inPlayDelayMs: number;
}

export interface CrashBeaconConfig {
  /** drand: the League of Entropy's rounds over HTTP; local: this server's stand-in (never in production) */
  kind: 'drand' | 'local';
  /** a new chain announces the first beacon round published at least this long after it is committed */
  marginMs: number;
  drand: {
    url: string;
    chainHash: string;
    /** the group key its rounds must verify under; undefined: the one the relay's /info gives */
    publicKey: string | undefined;
  };
}

export interface CrashConfig {
  /** rounds per hash chain */
  chainLength: number;
  bettingMs: number;
  cooldownMs: number;
  /** how often the round clock steps (and the multiplier is pushed) while a round runs */
  tickMs: number;
  /** how long a process holds a merchant's round clock without renewing it */
  leaseMs: number;
}

/** Empty variables count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}

function resolveOidc(e: z.infer<typeof envSchema>): OidcConfig {
  const anyClient = Boolean(e.OIDC_GOOGLE_CLIENT_ID || e.OIDC_FACEBOOK_CLIENT_ID);
  return {
    local: e.OIDC_LOCAL ?? (e.NODE_ENV !== 'production' && !anyClient),
    stateSecret: e.OIDC_STATE_SECRET,
    google: {
      issuer: e.OIDC_GOOGLE_ISSUER,
      clientId: e.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: e.OIDC_GOOGLE_CLIENT_SECRET,
    },
    facebook: {
      issuer: e.OIDC_FACEBOOK_ISSUER,
      clientId: e.OIDC_FACEBOOK_CLIENT_ID,
      clientSecret: e.OIDC_FACEBOOK_CLIENT_SECRET,
    },
  };
}

/**
 * What a production start runs that a real site must not (each was switched on by a flag): said loudly at
 * start-up, so nobody launches with a sandbox that credits money or accounts whose passwords are public.
 */
export function productionWarnings(config: Config): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (config.standIns.sandboxPayments) {
    warnings.push('SANDBOX_PAYMENTS is on: the sandbox payment provider credits any deposit whose Pay button is pressed, without money');
  }
  if (config.standIns.demoVendor) warnings.push('DEMO_VENDOR is on: every outside vendor\'s games play on the bundled demo vendor');
  if (config.transferWallet.demoVendors.length > 0) {
    warnings.push(`TRANSFER_DEMO_VENDORS is set: ${config.transferWallet.demoVendors.join(', ')} play on the local transfer-wallet vendor, whose wallets live in memory`);
  }
  if (config.oidc.local) warnings.push('OIDC_LOCAL is on: the local OpenID provider signs anyone in as a Google or Facebook user they type');
  if (config.seedDemo) warnings.push('SEED_DEMO is on: the demo players and operators, whose passwords are public, are seeded into an empty database');
  if (config.crashBeacon.kind === 'local') {
    warnings.push('CRASH_BEACON=local: crash salts come from a beacon this server runs, not from drand, so players cannot trust them');
  }
  return warnings.map((w) => `PRODUCTION WITH A STAND-IN: ${w}. Turn it off before real players arrive.`);
}

/** A start-up refusal whose message is the whole story: printed as one line, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * `NAME_FILE=/run/secrets/name` stands for `NAME=<the file's content>` (Docker and Kubernetes secrets), for
 * every variable; one trailing newline is dropped. Both set, or an unreadable file, is refused.
 */
function withFiles(env: Record<string, string>): Record<string, string> {
  const out = { ...env };
  for (const [key, file] of Object.entries(env)) {
    if (!key.endsWith('_FILE')) continue;
    const name = key.slice(0, -'_FILE'.length);
    if (!(name in envSchema.shape)) continue;
    if (env[name] !== undefined) throw new ConfigError(`invalid environment: both ${name} and ${key} are set; keep one`);
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch (err) {
      throw new ConfigError(`invalid environment: ${key}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    const value = content.replace(/\r?\n$/, '');
    if (value !== '') out[name] = value;
    delete out[key];
  }
  return out;
}

/**
 * What several processes of one site must share, so production refuses to start without it: a key made at
 * random per process would make one process refuse what another signed (tickets, sign-in flows), and a
 * sealed secret would not open after a restart.
 */
function missingProductionSecrets(e: z.infer<typeof envSchema>, oidc: OidcConfig): string[] {
  const missing: string[] = [];
  if (!e.GAME_TICKET_SECRET) missing.push('GAME_TICKET_SECRET');
  if (!e.DATA_ENCRYPTION_KEY) missing.push('DATA_ENCRYPTION_KEY');
  const social = oidc.local || oidc.google.clientId || oidc.facebook.clientId;
  if (social && !e.OIDC_STATE_SECRET) missing.push('OIDC_STATE_SECRET');
  return missing;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withFiles(withoutEmpty(env)));
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`invalid environment: ${detail}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const oidc = resolveOidc(e);
  let hub88: Hub88Config | undefined;
  try {
    hub88 = parseHub88Config(e);
  } catch (err) {
    throw new ConfigError(`invalid environment: ${(err as Error).message}`);
  }
  if (production) {
    const missing = missingProductionSecrets(e, oidc);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs ${missing.join(', ')} (the same value on every server process, at least 32 ` +
          `characters; or ${missing.map((m) => `${m}_FILE`).join(', ')} naming a file that holds it)`,
      );
    }
  }
  if (e.FIREBASE_AUTH_EMULATOR_HOST && production) {
    throw new ConfigError(
      'invalid environment: FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production; the Auth emulator ' +
        'mode accepts unsigned ID tokens and is for development and tests only',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys makes a pair)');
  }
  if (e.FIREBASE_AUTH_EMULATOR_HOST && !e.FIREBASE_PROJECT_ID) {
    throw new ConfigError('invalid environment: FIREBASE_AUTH_EMULATOR_HOST needs FIREBASE_PROJECT_ID (the emulator\'s project)');
  }
  const dataDir = fromRoot(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    production,
    seedDemo: e.SEED_DEMO ?? false,
    standIns: {
      sandboxPayments: e.SANDBOX_PAYMENTS ?? !production,
      demoVendor: e.DEMO_VENDOR ?? !production,
    },
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    dataEncryptionKeyPrevious: e.DATA_ENCRYPTION_KEY_PREVIOUS,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'lobby.db')}`,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    opsToken: e.OPS_TOKEN,
    consoleIdleMinutes: e.CONSOLE_IDLE_MINUTES,
    jobsPollMs: e.JOBS_POLL_MS,
    webDist: fromRoot(e.WEB_DIST),
    consoleDist: fromRoot(e.CONSOLE_DIST),
    loginIpLimit: e.LOGIN_IP_LIMIT,
    registerIpLimit: e.REGISTER_IP_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseJwksUrl: e.FIREBASE_JWKS_URL,
    firebaseWebApiKey: e.FIREBASE_WEB_API_KEY,
    firebaseAuthDomain: e.FIREBASE_AUTH_DOMAIN,
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    oidc,
    gameTicketSecret: e.GAME_TICKET_SECRET,
    gameCacheTtlMs: e.GAME_CACHE_TTL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    databasePool: { size: e.DATABASE_POOL_SIZE, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS, waitMs: e.DATABASE_POOL_WAIT_MS },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 0),
    metricsToken: e.METRICS_TOKEN,
    hub88,
    transferWallet: { demoVendors: e.TRANSFER_DEMO_VENDORS ? e.TRANSFER_DEMO_VENDORS.split(',') : [], idleMinutes: e.TRANSFER_IDLE_MINUTES },
    paymongo:
      e.PAYMONGO_SECRET_KEY && e.PAYMONGO_WEBHOOK_SECRET
        ? {
            secretKey: e.PAYMONGO_SECRET_KEY,
            webhookSecret: e.PAYMONGO_WEBHOOK_SECRET,
            walletId: e.PAYMONGO_WALLET_ID ?? '',
            apiUrl: e.PAYMONGO_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    crash: { chainLength: e.CRASH_CHAIN_LENGTH, bettingMs: CRASH_BETTING_MS, cooldownMs: CRASH_COOLDOWN_MS, tickMs: 100, leaseMs: 3_000 },
    sportsbook: {
      feed: e.SPORTS_FEED ?? (production ? 'none' : 'local'),
      seed: e.SPORTS_FEED_SEED,
      pollMs: e.SPORTS_FEED_POLL_MS,
      inPlayDelayMs: e.SPORTS_INPLAY_DELAY_SECONDS * 1000,
    },
    crashBeacon: {
      kind: e.CRASH_BEACON ?? (production ? 'drand' : 'local'),
      marginMs: (e.CRASH_BEACON_MARGIN_SECONDS ?? (production ? 30 : 3)) * 1000,
      drand: {
        url: e.CRASH_DRAND_URL.replace(/\/+$/, ''),
        chainHash: e.CRASH_DRAND_CHAIN,
        publicKey: e.CRASH_DRAND_PUBLIC_KEY ?? (e.CRASH_DRAND_CHAIN === DRAND_QUICKNET.chainHash ? DRAND_QUICKNET.publicKey : undefined),
      },
    },
  };
}
