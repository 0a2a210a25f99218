import type { FastifyPluginAsync } from 'fastify';
import type { DemoSession, DemoTokens } from './tickets.ts';
import type { WalletClient } from './wallet-client.ts';

/** What a game family's page is drawn from: the opened ticket, the balance the wallet gave, the play session. */
export interface DemoPageContext {
  session: DemoSession;
  balanceCents: number;
  /** the play session the page holds and sends back with each call (the vendor's own signed token) */
  playSession: string;
  /** an amount in cents as the player reads it in the session's currency and language */
  money(cents: number): string;
}

/**
 * A family of the demo vendor's games with pages of their own (live tables, fishing, cockfight, poker,
 * lottery): it says which launched games it plays, draws their page, and brings its own calls as a plugin
 * under `/games/demo/<family>/…`. Like every vendor it moves money only through the wallet client.
 */
export interface DemoFamily {
  readonly name: string;
  plays(session: DemoSession): boolean;
  page(context: DemoPageContext): string | Promise<string>;
  routes?: FastifyPluginAsync;
}

/** What every family is built from. */
export interface DemoFamilyDeps {
  tokens: DemoTokens;
  wallet: WalletClient;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
