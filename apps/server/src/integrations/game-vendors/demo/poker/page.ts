import { LANGUAGE_TAGS } from '@lobby/contract';
import type { DemoPageContext } from '../family.ts';
import { DEAL_TIMEOUT_MS, HAND_NAMES, HANDS, payCoins, POKER_RTP } from './math.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PokerView {
  context: DemoPageContext;
  coinValues: number[];
  /** the next hand's committed seed: its hash shown, the sealed box sent back with the deal */
  next: { seedHash: string; commit: string };
  /** a hand dealt and not drawn yet: the page resumes it */
  open: { round: string; dealt: string[]; coins: number; coinCents: number; seedHash: string; clientSeed: string } | null;
}

const STYLE = `
  :root { color-scheme: dark; --gold: #FBBF24; --felt1: #0B3D2E; --felt2: #04140F; }
  * { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F8FAFC; -webkit-tap-highlight-color: transparent;
    background: radial-gradient(120% 70% at 50% 0%, var(--felt1) 0%, var(--felt2) 78%) fixed, var(--felt2); }
  button, select, input { font: inherit; color: inherit; }
  .poker { max-width: 480px; margin: 0 auto; padding: 0 12px calc(16px + env(safe-area-inset-bottom)); display: flex; flex-direction: column; min-height: 100vh; }
  header { display: flex; align-items: center; gap: 8px; height: 56px; }
  header a, header button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; height: 44px; border-radius: 14px;
    background: rgba(255,255,255,.08); border: 1px solid rgba(255,255,255,.14); text-decoration: none; color: #F8FAFC; font-weight: 600; font-size: 14px; padding: 0 10px; }
  header .title { flex: 1; min-width: 0; text-align: center; }
  header h1 { margin: 0; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  header p { margin: 0; font-size: 11px; color: rgba(248,250,252,.65); text-transform: uppercase; letter-spacing: .12em; }
  table.paytable { width: 100%; border-collapse: separate; border-spacing: 0; font-size: 12px; font-variant-numeric: tabular-nums;
    border: 2px solid var(--gold); border-radius: 12px; overflow: hidden; background: rgba(10,20,60,.85); }
  .paytable th, .paytable td { padding: 3px 6px; text-align: right; color: #FDE68A; }
  .paytable th[scope=row] { text-align: left; font-weight: 700; }
  .paytable thead th:first-child { text-align: left; }
  .paytable thead th { font-size: 10px; letter-spacing: .1em; color: rgba(253,230,138,.7); }
  .paytable td.col-on { background: rgba(220,38,38,.45); color: #fff; }
  .paytable tr.lit th, .paytable tr.lit td { background: #FDE68A; color: #1F1300; }
  .paytable tr.lit td.col-on { background: #F59E0B; }
  .table { margin: 12px 0 6px; padding: 14px 8px 10px; border-radius: 18px; background: rgba(0,0,0,.25); box-shadow: inset 0 2px 16px rgba(0,0,0,.6); }
  .cards { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
  .slot { display: flex; flex-direction: column; align-items: stretch; gap: 8px; }
  .card { position: relative; aspect-ratio: 5 / 7; border-radius: 9px; background: linear-gradient(160deg, #FFFFFF, #E5E7EB); color: #111827;
    box-shadow: 0 4px 10px rgba(0,0,0,.5); display: flex; align-items: center; justify-content: center; border: 0; padding: 0; cursor: pointer;
    transition: transform .18s ease; }
  .card.red { color: #DC2626; }
  .card .rank { position: absolute; top: 4px; left: 6px; font-size: 17px; font-weight: 800; line-height: 1; }
  .card .suit-small { position: absolute; top: 22px; left: 6px; font-size: 13px; line-height: 1; }
  .card .pip { font-size: 30px; line-height: 1; }
  .card.back { background: repeating-linear-gradient(45deg, #1E3A8A 0 6px, #1D4ED8 6px 12px); border: 3px solid #fff; }
  .card.back > * { display: none; }
  .card.held { transform: translateY(-6px); box-shadow: 0 0 0 3px var(--gold), 0 8px 16px rgba(0,0,0,.5); }
  .card.flip { animation: flip .28s ease-out; }
  @keyframes flip { from { transform: rotateY(90deg); } to { transform: rotateY(0); } }
  .hold { min-height: 44px; border-radius: 10px; border: 1px solid rgba(255,255,255,.25); background: rgba(255,255,255,.08);
    font-weight: 800; font-size: 12px; letter-spacing: .08em; cursor: pointer; }
  .hold[aria-pressed="true"] { background: linear-gradient(180deg, #FDE68A, #F59E0B); color: #1F1300; border-color: #F59E0B; }
  .hold:disabled { opacity: .35; cursor: default; }
  .result { min-height: 52px; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
  .result strong { font-size: 22px; font-weight: 900; color: var(--gold); }
  .result span { font-size: 14px; color: rgba(248,250,252,.8); }
  .result .error { color: #FCA5A5; font-weight: 700; }
  .row { display: flex; gap: 10px; }
  .box { flex: 1; min-width: 0; padding: 8px 12px; border-radius: 16px; background: rgba(0,0,0,.35); border: 1px solid rgba(255,255,255,.12); }
  .box span { display: block; font-size: 11px; letter-spacing: .14em; text-transform: uppercase; color: rgba(248,250,252,.65); }
  .box strong { display: block; font-size: 18px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .box.balance strong { color: #FDE68A; }
  fieldset { border: 0; margin: 10px 0 0; padding: 0; }
  legend { font-size: 11px; letter-spacing: .14em; text-transform: uppercase; color: rgba(248,250,252,.65); margin-bottom: 4px; }
  .coins { display: grid; grid-template-columns: repeat(5, 1fr); gap: 6px; }
  .coins button, .values button { min-height: 44px; border-radius: 12px; border: 1px solid rgba(255,255,255,.2); background: rgba(255,255,255,.08); font-weight: 800; cursor: pointer; }
  .coins button[aria-pressed="true"], .values button[aria-pressed="true"] { background: #B91C1C; border-color: #FCA5A5; }
  .values { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
  .coins button:disabled, .values button:disabled { opacity: .4; }
  button.deal { width: 100%; margin-top: 12px; min-height: 56px; border-radius: 16px; border: 2px solid #FDE68A; cursor: pointer;
    background: linear-gradient(180deg, #FCD34D, #D97706); color: #1F1300; font-size: 20px; font-weight: 900; letter-spacing: .1em; text-transform: uppercase;
    box-shadow: 0 8px 24px rgba(0,0,0,.45); }
  button.deal:disabled { filter: saturate(.4) brightness(.8); cursor: progress; }
  button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #FDE68A; outline-offset: 3px; }
  details { margin-top: 14px; border-radius: 14px; background: rgba(0,0,0,.3); border: 1px solid rgba(255,255,255,.12); }
  summary { min-height: 44px; display: flex; align-items: center; padding: 0 14px; cursor: pointer; font-weight: 700; }
  details > div { padding: 0 14px 12px; font-size: 13px; line-height: 1.5; color: #CBD5E1; }
  details code { word-break: break-all; font-size: 11px; color: #FDE68A; }
  .rtp { text-align: center; font-size: 12px; color: rgba(248,250,252,.75); margin: 6px 0 0; }
  .seedline { display: flex; gap: 6px; align-items: center; }
  .seedline input { flex: 1; min-width: 0; min-height: 44px; border-radius: 10px; border: 1px solid rgba(255,255,255,.25); background: rgba(0,0,0,.35); padding: 0 10px; }
  @media (prefers-reduced-motion: reduce) { .card, .card.flip { animation: none; transition: none; } }
`;

/** The video poker page: the paytable (the coins' column and the winning row lit), five cards with HOLD toggles, coins 1-5, Deal / Draw. */
export function pokerPage(view: PokerView): string {
  const { context } = view;
  const { session } = context;
  const locale = LANGUAGE_TAGS[session.language];
  const rtp = `${(POKER_RTP * 100).toFixed(2)}%`;
  const rows = HANDS.filter((h) => h !== 'nothing')
    .map(
      (h) =>
        `<tr data-row="${h}"><th scope="row">${HAND_NAMES[h]}</th>${[1, 2, 3, 4, 5].map((c) => `<td data-col="${c}"${c === 5 ? ' class="col-on"' : ''}>${payCoins(h, c).toLocaleString('en')}</td>`).join('')}</tr>`,
    )
    .join('');
  const slots = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<div class="slot"><button type="button" class="card back" data-card="${i}" aria-label="Card ${i + 1}: face down" aria-pressed="false"><span class="rank"></span><span class="suit-small"></span><span class="pip"></span></button><button type="button" class="hold" data-hold="${i}" aria-pressed="false" disabled aria-label="Hold card ${i + 1}">HOLD</button></div>`,
    )
    .join('');
  const data = {
    session: context.playSession,
    currency: session.currency,
    locale,
    balanceCents: context.balanceCents,
    coinValues: view.coinValues,
    coinLabels: view.coinValues.map((c) => context.money(c).replace(/\.00$/, '')),
    next: view.next,
    open: view.open,
    handNames: HAND_NAMES,
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#04140F">
<title>${escapeHtml(session.gameName)}: Jacks or Better</title>
<style>${STYLE}</style>
</head>
<body>
<main class="poker" id="poker">
<header>
  <a href="${escapeHtml(session.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span>&nbsp;Lobby</a>
  <div class="title"><h1>${escapeHtml(session.gameName)}</h1><p>Jacks or Better · ${escapeHtml(session.vendorName)}</p></div>
</header>
<table class="paytable" data-paytable aria-label="Paytable: coins won per hand for 1 to 5 coins bet">
  <thead><tr><th scope="col">Hand</th>${[1, 2, 3, 4, 5].map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>
  <tbody>${rows}</tbody>
</table>
<p class="rtp">Return to player at optimal play: <strong>${rtp}</strong> (9/6 Jacks or Better)</p>
<div class="table">
  <div class="cards" data-cards>${slots}</div>
  <div class="result" role="status" aria-live="polite" data-result><span>Choose coins and deal.</span></div>
</div>
<div class="row">
  <div class="box balance"><span>Balance</span><strong data-balance>${escapeHtml(context.money(context.balanceCents))}</strong></div>
  <div class="box"><span>Bet</span><strong data-bet>—</strong></div>
  <div class="box"><span>Win</span><strong data-win>—</strong></div>
</div>
<fieldset><legend>Coins</legend><div class="coins" data-coins>${[1, 2, 3, 4, 5].map((c) => `<button type="button" data-coin="${c}" aria-pressed="${c === 5}" aria-label="${c} coin${c > 1 ? 's' : ''}">${c}</button>`).join('')}</div></fieldset>
<fieldset><legend>Coin value</legend><div class="values" data-values>${data.coinLabels.map((l, i) => `<button type="button" data-value="${i}" aria-pressed="${i === 0}">${escapeHtml(l)}</button>`).join('')}</div></fieldset>
<button type="button" class="deal" data-deal>Deal</button>
<details>
  <summary>Rules</summary>
  <div>
    <p>Bet 1 to 5 coins and deal five cards. Tap a card or its HOLD button to keep it, then draw: every card not held is replaced from the same shuffled deck. The final hand pays as the table shows, per coin bet; the royal flush pays 800 per coin at 5 coins (4,000).</p>
    <p>The deal takes the bet; the draw's result is paid in the same round (your bet records show the hands). A hand left without drawing is kept: open the game again to finish it. After ${DEAL_TIMEOUT_MS / 60_000} minutes it is settled as dealt (all five cards held).</p>
    <p>Return to player is ${rtp} with the best hold on every hand (the long-run average share of bets paid back); simpler play returns a little less.</p>
  </div>
</details>
<details>
  <summary>Provably fair</summary>
  <div>
    <p>Before you deal, the server commits to its seed: SHA-256 of the next hand's server seed is <code data-seed-hash>${escapeHtml(view.next.seedHash)}</code>.</p>
    <div class="seedline"><label for="client-seed">Client seed</label><input id="client-seed" data-client-seed maxlength="64" autocomplete="off" spellcheck="false"></div>
    <p>The deck is a Fisher-Yates shuffle of 52 cards (2♠…A♠, 2♥…A♥, 2♦…A♦, 2♣…A♣) by the floats of HMAC-SHA256(server seed, "client seed:0:cursor"), 4 bytes a float: card i swaps with card i + floor(float × (52 − i)). The five dealt are the first five, the draw takes the 6th, 7th … in order. After the draw the server seed is shown here and in your bet records.</p>
    <p data-fair-last></p>
  </div>
</details>
</main>
<script type="application/json" id="poker-data">${json}</script>
<script src="/games/demo/poker/poker.js" defer></script>
</body>
</html>
`;
}
