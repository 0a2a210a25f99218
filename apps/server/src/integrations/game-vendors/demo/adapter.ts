import type { GameVendorAdapter, LaunchInput } from '../adapter.ts';
import { DEMO_GAME_PATH } from './site.ts';
import type { DemoTokens } from './tickets.ts';

/**
 * The launch side of the demo vendor: the operator's player token and the game go into a short-lived
 * ticket in the URL of the vendor's page (which works in a new tab or a webview without our cookie).
 */
export function createDemoAdapter(tokens: DemoTokens): GameVendorAdapter {
  return {
    name: 'demo',
    async launch(input: LaunchInput) {
      const ticket = await tokens.ticket({
        user: String(input.member.id),
        playerToken: input.playerToken,
        nodeId: input.game.nodeId,
        gameName: input.gameName,
        vendorName: input.vendorName,
        gameType: input.game.gameType,
        ...(input.game.classify ? { classify: input.game.classify, catalogueName: input.game.name } : {}),
        currency: input.currency,
        language: input.language,
        returnUrl: input.returnUrl,
        prizeMode: input.prizeMode,
        playType: input.playType,
        gameCode: input.game.gameCode,
        merchant: input.member.merchantCode,
        freeRounds: input.freeRounds,
      });
      return { url: `${DEMO_GAME_PATH}/${encodeURIComponent(input.game.nodeId)}?ticket=${encodeURIComponent(ticket)}` };
    },
  };
}
