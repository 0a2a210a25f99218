import { LANGUAGE_TAGS } from '@lobby/contract';
import type { DemoPageContext } from '../family.ts';
import { escapeHtml } from '../poker/page.ts';
import { TURN_MS } from './hand.ts';
import { RAKE_BPS, RAKE_CAP_BIG_BLINDS } from './pots.ts';
import { BUY_IN_BIG_BLINDS } from './table.ts';

const STYLE = `
  :root { color-scheme: dark; --gold: #FBBF24; --felt: #0B5D3B; --bg: #04140F; }
  * { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F8FAFC; background: radial-gradient(120% 70% at 50% 0%, #0B3D2E 0%, var(--bg) 78%) fixed, var(--bg); }
  button, input { font: inherit; color: inherit; }
  .holdem { max-width: 480px; margin: 0 auto; padding: 0 12px calc(16px + env(safe-area-inset-bottom)); }
  header { display: flex; align-items: center; gap: 8px; height: 56px; }
  header a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 12px; border-radius: 14px; background: rgba(255,255,255,.08);
    border: 1px solid rgba(255,255,255,.14); color: #F8FAFC; text-decoration: none; font-weight: 600; font-size: 14px; }
  header .title { flex: 1; text-align: center; min-width: 0; }
  header h1 { margin: 0; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  header p { margin: 0; font-size: 11px; color: rgba(248,250,252,.7); text-transform: uppercase; letter-spacing: .12em; }
  .felt { position: relative; height: 380px; margin: 8px 0; }
  .oval { position: absolute; inset: 40px 34px; border-radius: 50% / 42%; background: radial-gradient(circle at 50% 40%, #15803D, var(--felt) 60%, #064E3B);
    border: 10px solid #5B3A1E; box-shadow: 0 0 0 3px var(--gold), inset 0 0 30px rgba(0,0,0,.6); display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px; }
  .pot { font-size: 14px; font-weight: 800; color: #FDE68A; }
  .rake-line { font-size: 11px; color: #D1FAE5; }
  .board { display: flex; gap: 4px; min-height: 48px; }
  .card { width: 34px; height: 48px; border-radius: 6px; background: linear-gradient(160deg, #fff, #E5E7EB); color: #111827; display: inline-flex; align-items: center;
    justify-content: center; font-weight: 800; font-size: 14px; box-shadow: 0 2px 6px rgba(0,0,0,.5); }
  .card.red { color: #DC2626; }
  .card.back { background: repeating-linear-gradient(45deg, #1E3A8A 0 5px, #1D4ED8 5px 10px); border: 2px solid #fff; }
  .seat { position: absolute; width: 104px; min-height: 66px; padding: 4px 6px; border-radius: 12px; background: rgba(0,0,0,.72); border: 2px solid rgba(255,255,255,.2);
    text-align: center; font-size: 12px; }
  .seat.turn { border-color: var(--gold); box-shadow: 0 0 12px rgba(251,191,36,.7); }
  .seat.you { border-color: #38BDF8; }
  .seat.bot { background: repeating-linear-gradient(135deg, rgba(76,29,149,.9) 0 8px, rgba(91,33,182,.9) 8px 16px); }
  .seat.folded { opacity: .5; }
  .seat .name { font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .seat .tag { display: inline-block; padding: 0 5px; border-radius: 6px; background: #F472B6; color: #1F0010; font-size: 10px; font-weight: 900; letter-spacing: .08em; }
  .seat .stack { color: #FDE68A; font-variant-numeric: tabular-nums; }
  .seat .bet { color: #A7F3D0; font-size: 11px; }
  .seat .hole { display: flex; gap: 2px; justify-content: center; }
  .seat .hole .card { width: 24px; height: 34px; font-size: 11px; }
  .s0 { left: 50%; bottom: 0; transform: translateX(-50%); } .s1 { left: 0; bottom: 70px; } .s2 { left: 0; top: 60px; }
  .s3 { left: 50%; top: 0; transform: translateX(-50%); } .s4 { right: 0; top: 60px; } .s5 { right: 0; bottom: 70px; }
  .empty { opacity: .45; display: flex; align-items: center; justify-content: center; }
  .status { min-height: 44px; text-align: center; font-size: 14px; padding: 6px; }
  .status .error { color: #FCA5A5; }
  .mine { display: flex; justify-content: center; gap: 8px; margin: 4px 0; }
  .mine .card { width: 52px; height: 72px; font-size: 20px; }
  .actions { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
  .actions button, .sit, .leave { min-height: 48px; border-radius: 14px; border: 1px solid rgba(255,255,255,.25); background: rgba(255,255,255,.1); font-weight: 800; cursor: pointer; }
  .actions button:disabled { opacity: .35; cursor: default; }
  .actions .raise { grid-column: span 3; }
  .actions .raise, .sit { background: linear-gradient(180deg, #FCD34D, #D97706); color: #1F1300; border-color: #FDE68A; }
  .sit, .leave { width: 100%; margin-top: 8px; }
  .slider { display: flex; align-items: center; gap: 8px; margin: 8px 0; }
  .slider input { flex: 1; min-height: 44px; accent-color: var(--gold); }
  .slider output { min-width: 90px; text-align: right; font-weight: 800; color: #FDE68A; }
  .balance { text-align: center; font-size: 13px; color: #CBD5E1; margin: 4px 0; }
  details { margin-top: 12px; border-radius: 14px; background: rgba(0,0,0,.3); border: 1px solid rgba(255,255,255,.12); }
  summary { min-height: 44px; display: flex; align-items: center; padding: 0 14px; cursor: pointer; font-weight: 700; }
  details > div { padding: 0 14px 12px; font-size: 13px; line-height: 1.5; color: #CBD5E1; }
  details code { word-break: break-all; font-size: 11px; color: #FDE68A; }
  button:focus-visible, a:focus-visible, summary:focus-visible, input:focus-visible { outline: 3px solid #FDE68A; outline-offset: 3px; }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;

/** The Hold'em page: the oval table with six seats, the board, pot and rake, the player's cards, the actions. */
export function holdemPage(view: { context: DemoPageContext; state: unknown }): string {
  const { context } = view;
  const { session } = context;
  const locale = LANGUAGE_TAGS[session.language];
  const data = { session: context.playSession, currency: session.currency, locale, balanceCents: context.balanceCents, state: view.state };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const rake = `${RAKE_BPS / 100}% of each pot, at most ${RAKE_CAP_BIG_BLINDS} big blinds a hand`;
  const seats = [0, 1, 2, 3, 4, 5].map((i) => `<div class="seat s${i} empty" data-seat="${i}" aria-label="Seat ${i + 1}: empty">Seat ${i + 1}</div>`).join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#04140F">
<title>${escapeHtml(session.gameName)}: Texas Hold'em</title>
<style>${STYLE}</style>
</head>
<body>
<main class="holdem" id="holdem">
<header>
  <a href="${escapeHtml(session.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span>&nbsp;Lobby</a>
  <div class="title"><h1>${escapeHtml(session.gameName)}</h1><p>No-limit Texas Hold'em · ${escapeHtml(session.vendorName)}</p></div>
</header>
<p class="balance">Balance <strong data-balance>${escapeHtml(context.money(context.balanceCents))}</strong> · Rake <strong>${escapeHtml(rake)}</strong> (players get back 100% less the rake)</p>
<section class="felt" aria-label="The table">
  <div class="oval"><div class="pot" data-pot aria-live="polite">Pot —</div><div class="board" data-board aria-label="Board"></div><div class="rake-line" data-rake>Rake ${RAKE_BPS / 100}%, max ${RAKE_CAP_BIG_BLINDS} BB</div></div>
  ${seats}
</section>
<div class="mine" data-mine aria-label="Your cards"></div>
<div class="status" role="status" aria-live="polite" data-status>Take a seat to play.</div>
<button type="button" class="sit" data-sit>Take a seat (buy-in up to ${BUY_IN_BIG_BLINDS} big blinds)</button>
<div data-controls hidden>
  <div class="slider"><label for="raise-to">Raise to</label><input id="raise-to" type="range" data-slider min="0" max="0" step="1" aria-label="Raise amount"><output data-amount for="raise-to">—</output></div>
  <div class="actions">
    <button type="button" data-act="fold">Fold</button>
    <button type="button" data-act="check">Check</button>
    <button type="button" data-act="call">Call</button>
    <button type="button" class="raise" data-act="raise">Raise</button>
  </div>
  <button type="button" class="leave" data-leave>Leave the table</button>
</div>
<details>
  <summary>Rules</summary>
  <div>
    <p>No-limit Texas Hold'em, six seats. Blinds <span data-blinds></span>. Each blind, call and raise is a bet from your balance; what you win comes back at the end of the hand. You have ${TURN_MS / 1000} s to act, then you check when you can, else fold.</p>
    <p>The best five of your two cards and the five on the board win; equal hands split the pot. Rake: ${escapeHtml(rake)}.</p>
    <p>Seats marked <strong>BOT</strong> are the house's players, seated only when fewer than two players are at the table. Their chips are the house's.</p>
  </div>
</details>
<details>
  <summary>Provably fair</summary>
  <div>
    <p>Before each hand: the hash of its server seed <code data-seed-hash></code>. The deck is the Fisher-Yates shuffle of the fair floats of the server seed, the client seed (the hand's id) and nonce 0; the seed is shown after the hand.</p>
    <p data-fair-last></p>
  </div>
</details>
</main>
<script type="application/json" id="holdem-data">${json}</script>
<script src="/games/demo/holdem/holdem.js" defer></script>
</body>
</html>`;
}
