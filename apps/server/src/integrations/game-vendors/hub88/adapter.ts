import { isTrialType, LANGUAGE_TAGS } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import type { GameVendorAdapter, LaunchInput } from '../adapter.ts';
import type { Hub88Config } from './config.ts';
import { hub88Sign } from './signature.ts';
import { hub88User } from './wallet-scheme.ts';

export const HUB88_GAME_URL_PATH = '/operator/generic/v2/game/url';

/** What POST /operator/generic/v2/game/url takes (Hub88's Games API), in Hub88's field names. */
export interface Hub88GameUrlRequest {
  /** absent in DEMO mode (fun money: currency XXX) */
  user?: string;
  token?: string;
  sub_partner_id?: string;
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
  operator_id: number;
  meta: Record<string, unknown>;
  lobby_url: string;
  lang: string;
  ip: string;
  game_code: string;
  deposit_url: string;
  currency: string;
  game_currency: string;
  country: string;
}

export type Hub88Fetch = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ status: number; text(): Promise<string> }>;

/**
 * Launches through Hub88, as an operator integrates its Operator API: the game URL is asked for with the
 * documented body, signed RSA-SHA256 with the operator's private key (X-Hub88-Signature); the answer's `url`
 * is the game. Hub88's game code is the catalogue's game code. Hub88's documented errors become ours:
 * 404 (no such game, currency or country) game.not.found, 403 (not enabled for the operator) game.disabled,
 * anything else (a refused signature, a bad request, its own failure, no answer) game.provider.unavailable.
 * The player's wallet token goes to Hub88 and comes back on its wallet calls; nothing secret is logged.
 */
export function createHub88Adapter(deps: { config: Hub88Config; log: FastifyBaseLogger; fetch?: Hub88Fetch; timeoutMs?: number }): GameVendorAdapter {
  const { config, log } = deps;
  const send: Hub88Fetch = deps.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: 'hub88',
    async launch(input: LaunchInput) {
      if (input.playerToken.length > 255) throw new Error('a player token longer than Hub88 takes (255)');
      const site = (input.siteUrl ?? '').replace(/\/+$/, '');
      // a trial account plays Hub88's DEMO mode (its fun money: currency XXX, no user or token), never our wallet
      const demo = isTrialType(input.member.type);
      const body: Hub88GameUrlRequest = {
        ...(demo ? {} : { user: hub88User(input.member.id), token: input.playerToken }),
        ...(config.subPartnerId ? { sub_partner_id: config.subPartnerId } : {}),
        platform: 'GPL_MOBILE',
        operator_id: config.operatorId,
        meta: {},
        lobby_url: `${site}${input.returnUrl}`,
        lang: LANGUAGE_TAGS[input.language].slice(0, 2),
        ip: input.ip ?? '0.0.0.0',
        game_code: input.game.gameCode,
        deposit_url: `${site}/m/deposit`,
        currency: demo ? 'XXX' : input.currency,
        game_currency: demo ? 'XXX' : input.currency,
        country: config.country,
      };
      const raw = JSON.stringify(body);
      let status: number;
      let text: string;
      try {
        const res = await send(`${config.apiUrl}${HUB88_GAME_URL_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub88-signature': hub88Sign(config.privateKey, raw) },
          body: raw,
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        log.warn({ provider: 'hub88', err: (err as Error).name }, 'hub88: game url: no answer');
        throw new AppError('game.provider.unavailable');
      }
      if (status === 200) {
        let url: unknown;
        try {
          url = (JSON.parse(text) as { url?: unknown }).url;
        } catch {
          url = undefined;
        }
        if (typeof url === 'string' && /^https?:\/\//.test(url)) return { url };
        log.warn({ provider: 'hub88', status }, 'hub88: game url: an answer without a url');
        throw new AppError('game.provider.unavailable');
      }
      // Hub88's error answers are { "error": "…" }: kept in the log (never the request: it holds the token)
      log.warn({ provider: 'hub88', status, error: errorText(text), gameCode: body.game_code }, 'hub88: game url refused');
      if (status === 404) throw new AppError('game.not.found');
      if (status === 403) throw new AppError('game.disabled');
      throw new AppError('game.provider.unavailable');
    },
  };
}

function errorText(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    return typeof error === 'string' ? error.slice(0, 200) : '';
  } catch {
    return '';
  }
}
