import { randomUUID } from 'node:crypto';
import { LOBBY_NEWS_KINDS, maskName } from '@lobby/contract';
import type { Language, LobbyNewsItem, LobbyNewsKind, LobbyNewsPage, OpsLobbyNewsBody } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { LobbyNewsGame, LobbyNewsParams, LobbyNewsRepository } from './repository.ts';
import { EVENT_TEXTS, fill, formatAmount } from './texts.ts';

function parseParams(json: string): LobbyNewsParams {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as LobbyNewsParams) : {};
  } catch {
    return {};
  }
}

function gameNameIn(game: LobbyNewsGame, language: Language): string {
  if (language === 'EN') return game.name_en;
  if (language === 'TY') return game.name_ty || game.name_en;
  try {
    return (JSON.parse(game.names) as Record<string, string>)[language] || game.name_en;
  } catch {
    return game.name_en;
  }
}

function asKind(value: string): LobbyNewsKind {
  return (LOBBY_NEWS_KINDS as readonly string[]).includes(value) ? (value as LobbyNewsKind) : 'operator';
}

/** What happened on the platform, as the modules that saw it report it (inside their own transaction). */
export type PlatformEvent =
  | { kind: 'new_game'; merchantCode: string; nodeId: string; at: number }
  | {
      kind: 'jackpot';
      merchantCode: string;
      winId: number;
      pool: string;
      username: string;
      amountCents: number;
      currency: string;
      game: { code: string; name: string; vendor: string };
      at: number;
    }
  | {
      kind: 'big_win';
      merchantCode: string;
      /** the win's transaction key, so a replayed win writes nothing */
      ref: string;
      username: string;
      amountCents: number;
      currency: string;
      game: { code: string; name: string; vendor: string };
      at: number;
    };

/**
 * The lobby news feed: operator items (their own texts per language, EN when a language has none) and the
 * entries the platform writes when a game joins the catalogue, a jackpot drops or a big win lands (texts
 * from templates in every language, the game's name in the reader's language, the amount formatted for
 * the language and currency at reading time).
 */
export function createLobbyNewsService(deps: { repository: LobbyNewsRepository; now: () => number }) {
  const { repository, now } = deps;

  return {
    async page(merchantCode: string, language: Language, pageNum: number, pageSize: number): Promise<LobbyNewsPage> {
      const { rows, total } = await repository.page(merchantCode, now(), (pageNum - 1) * pageSize, pageSize);
      const params = new Map(rows.map((r) => [r.id, parseParams(r.params)]));
      const nodeIds = [...new Set([...params.values()].flatMap((p) => (p.nodeId ? [p.nodeId] : [])))];
      const [texts, games] = await Promise.all([
        repository.texts(rows.filter((r) => r.kind === 'operator').map((r) => r.id), language),
        repository.games(merchantCode, nodeIds),
      ]);
      const textOf = new Map<number, { title: string; body: string }>();
      for (const t of texts) if (!textOf.has(t.news_id) || t.language === language) textOf.set(t.news_id, t);
      const gameOf = new Map(games.map((g) => [g.node_id, g]));

      const list = rows.flatMap((r): LobbyNewsItem[] => {
        const kind = asKind(r.kind);
        const p = params.get(r.id) ?? {};
        const stored = p.nodeId ? gameOf.get(p.nodeId) : undefined;
        const game = stored
          ? { nodeId: stored.node_id, gameName: gameNameIn(stored, language), vassalage: stored.vassalage, gameType: stored.game_type }
          : null;
        const amountText = p.amountCents !== undefined && p.currency ? formatAmount(p.amountCents, p.currency, language) : null;
        const base = { id: r.id, kind, link: r.link, game, amountText, publishedAt: Number(r.published_at) };
        if (kind === 'operator') {
          const text = textOf.get(r.id);
          return text ? [{ ...base, title: text.title, body: text.body }] : [];
        }
        // A game entry whose game has left the catalogue says nothing useful any more.
        if (kind === 'new_game' && !game) return [];
        const template = EVENT_TEXTS[kind][language];
        const values = {
          game: game?.gameName ?? p.gameName ?? '',
          vendor: game?.vassalage ?? p.vendor ?? '',
          player: p.player ?? '',
          pool: p.pool ?? '',
          amount: amountText ?? '',
        };
        return [{ ...base, title: fill(template.title, values), body: fill(template.body, values) }];
      });
      return { list, pageNum, totalPages: Math.ceil(total / pageSize), totalCount: total };
    },

    /**
     * Writes the entry of a platform event, once per event, in the caller's transaction: the entry commits
     * with what it reports or not at all.
     */
    async recordEvent(event: PlatformEvent, tx?: Tx): Promise<void> {
      if (event.kind === 'new_game') {
        await repository.record(
          { merchantCode: event.merchantCode, kind: 'new_game', eventKey: `new-game:${event.nodeId}`, params: { nodeId: event.nodeId }, publishedAt: event.at },
          now(),
          tx,
        );
        return;
      }
      const params = {
        nodeId: event.game.code,
        gameName: event.game.name,
        vendor: event.game.vendor,
        player: maskName(event.username),
        amountCents: event.amountCents,
        currency: event.currency,
        ...(event.kind === 'jackpot' ? { pool: event.pool } : {}),
      };
      const eventKey = event.kind === 'jackpot' ? `jackpot:${event.winId}` : `big-win:${event.ref}`;
      await repository.record({ merchantCode: event.merchantCode, kind: event.kind, eventKey, params, publishedAt: event.at }, now(), tx);
    },

    /** An operator's news item; published now unless publishAt says later. */
    async publish(merchantCode: string, body: OpsLobbyNewsBody): Promise<{ id: number }> {
      if (!(await repository.merchantExists(merchantCode))) throw new AppError('request.not.found', { message: `No merchant ${merchantCode}.` });
      const at = now();
      const publishedAt = body.publishAt ?? at;
      if (body.expiresAt !== undefined && body.expiresAt <= publishedAt) {
        throw new AppError('request.invalid', { message: 'expiresAt must be after publishAt.' });
      }
      const texts = Object.fromEntries(
        Object.entries(body.texts).flatMap(([lang, text]) => (text ? [[lang, { title: text.title, body: text.body }]] : [])),
      );
      const id = await repository.record(
        {
          merchantCode,
          kind: 'operator',
          eventKey: `ops:${randomUUID()}`,
          params: {},
          link: body.link ?? null,
          publishedAt,
          expiresAt: body.expiresAt ?? null,
          texts,
        },
        at,
      );
      return { id: id ?? 0 };
    },
  };
}

export type LobbyNewsService = ReturnType<typeof createLobbyNewsService>;
