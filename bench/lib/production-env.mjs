// What a production start needs beyond NODE_ENV (the shared secrets) and what a bench asks of it: the demo
// accounts to sign in as and the stand-ins it drives (sandbox payments, the demo game vendor, the local beacon).
export const BENCH_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  GAME_TICKET_SECRET: 'bench-game-ticket-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'bench-data-encryption-key-0123456789abcdef',
  OIDC_LOCAL: '0',
  SEED_DEMO: '1',
  SANDBOX_PAYMENTS: '1',
  DEMO_VENDOR: '1',
  // no network here: crash salts from the local beacon (a stand-in, warned about), its rounds 3 s after a commitment
  CRASH_BEACON: 'local',
  CRASH_BEACON_MARGIN_SECONDS: '3',
};
