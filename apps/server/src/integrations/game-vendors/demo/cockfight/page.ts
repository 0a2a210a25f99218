import { LANGUAGE_TAGS } from '@lobby/contract';
import type { DemoPageContext } from '../family.ts';
import { liveChipsFor, MAX_ROUND_CHIPS, MAX_SPOT_CHIPS } from '../live/math.ts';
import { DRAW_IN_1000, fixedRtp, POOL_COMMISSION_PERCENT } from './math.ts';
import type { CockfightGame } from './math.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: dark; --gold: #F5C542; --gold2: #FDE68A; --ink: #F1F5F9; --mute: #A8B3C4; --meron: #C81E3A; --wala: #1D4ED8; --line: rgba(245,197,66,.28); --panel: rgba(10,18,32,.92); }
* { box-sizing: border-box; }
html, body { margin: 0; background: #05070D; color: var(--ink); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; overflow-x: hidden; }
.app { max-width: 480px; margin: 0 auto; padding-bottom: 24px; background: radial-gradient(circle at 50% 0%, #2A1A0E 0%, #0B1120 55%, #05070D 100%); min-height: 100vh; }
header { display: flex; align-items: center; gap: 8px; padding: 8px 10px; position: sticky; top: 0; z-index: 5; background: rgba(5,7,13,.94); border-bottom: 1px solid var(--line); }
header a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 12px; border-radius: 999px; color: var(--gold2); text-decoration: none; border: 1px solid var(--line); font-weight: 600; }
a:focus-visible, button:focus-visible, summary:focus-visible { outline: 3px solid var(--gold2); outline-offset: 2px; }
header .title { flex: 1; min-width: 0; } header h1 { margin: 0; font-size: 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; } header p { margin: 0; font-size: 12px; color: var(--mute); }
header .bal { text-align: right; } header .bal span { display: block; font-size: 11px; color: var(--mute); } header .bal strong { color: var(--gold); font-size: 16px; font-variant-numeric: tabular-nums; }
.tabs { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; margin: 8px; }
.tabs button { min-height: 44px; border-radius: 12px; border: 1px solid var(--line); background: #111827; color: var(--ink); font: inherit; font-weight: 700; }
.tabs button[aria-pressed="true"] { background: var(--gold); color: #1C1404; }
.pit { position: relative; margin: 8px; border-radius: 18px; overflow: hidden; border: 1px solid var(--line); min-height: 230px;
  background: radial-gradient(ellipse at 50% 80%, #8B5A2B 0%, #5C3A1A 45%, #2B1A0C 100%); }
.status { position: absolute; top: 8px; left: 8px; right: 8px; display: flex; justify-content: space-between; font-size: 13px; z-index: 2; }
.pill { padding: 4px 10px; border-radius: 999px; background: rgba(0,0,0,.55); border: 1px solid var(--line); }
.timer { font-weight: 800; color: var(--gold); min-width: 4.5em; text-align: center; } .timer.last { color: #FCA5A5; animation: blink 1s step-end infinite; }
@keyframes blink { 50% { opacity: .4; } }
.ring { display: flex; justify-content: space-around; align-items: flex-end; padding: 44px 8px 8px; height: 180px; }
.rooster { width: 120px; height: 120px; }
.rooster.meron { transform: scaleX(1); } .rooster.wala { transform: scaleX(-1); }
.fighting .rooster.meron { animation: hopL .6s ease-in-out infinite; } .fighting .rooster.wala { animation: hopR .6s ease-in-out infinite; }
@keyframes hopL { 50% { transform: translate(36px, -18px) rotate(8deg); } }
@keyframes hopR { 50% { transform: scaleX(-1) translate(36px, -18px) rotate(8deg); } }
.rooster.lost { opacity: .35; filter: grayscale(1); transform-origin: bottom; }
.announce { margin: 0; padding: 8px 12px; text-align: center; font-weight: 800; min-height: 40px; background: rgba(0,0,0,.4); border-top: 1px solid var(--line); }
.announce.won { color: var(--gold); }
section.box, details { margin: 8px; padding: 10px; border-radius: 14px; background: var(--panel); border: 1px solid var(--line); }
h2 { margin: 0 0 8px; font-size: 13px; color: var(--gold2); letter-spacing: .06em; text-transform: uppercase; }
.sides { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, .7fr) minmax(0, 1fr); gap: 6px; }
.spot { position: relative; min-height: 84px; border-radius: 12px; border: 1px solid rgba(255,255,255,.2); color: #fff; font: inherit; font-weight: 800; font-size: 16px;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; cursor: pointer; min-width: 0; }
.spot.meron { background: var(--meron); } .spot.wala { background: var(--wala); } .spot.draw { background: #166534; }
.spot small { font-weight: 600; font-size: 12px; color: #E2E8F0; } .spot .others { font-size: 11px; font-weight: 500; color: #FDE68A; }
.spot .mine { position: absolute; top: -6px; right: -4px; min-width: 26px; height: 26px; padding: 0 4px; border-radius: 13px; background: var(--gold); color: #1C1404; font-size: 11px; line-height: 26px; }
.spot.winner { box-shadow: 0 0 0 3px var(--gold), 0 0 18px rgba(245,197,66,.6); }
.chips { display: flex; gap: 6px; overflow-x: auto; padding: 2px; margin-top: 10px; }
.chips button { min-width: 52px; height: 52px; border-radius: 50%; border: 3px dashed rgba(255,255,255,.65); background: #B45309; color: #fff; font: inherit; font-weight: 700; font-size: 12px; }
.chips button:nth-child(2) { background: #1D4ED8; } .chips button:nth-child(3) { background: #047857; } .chips button:nth-child(4) { background: #6D28D9; } .chips button:nth-child(5) { background: #9F1239; }
.chips button[aria-pressed="true"] { outline: 3px solid var(--gold2); outline-offset: 2px; }
.actions { display: flex; gap: 8px; margin-top: 8px; align-items: center; } .actions .total { flex: 1; font-size: 13px; color: var(--mute); }
.act { min-height: 44px; border-radius: 999px; border: 1px solid var(--line); background: #111827; color: var(--ink); font: inherit; font-weight: 700; padding: 0 14px; }
.act.place { background: linear-gradient(180deg, var(--gold2), var(--gold) 45%, #D9A21B); color: #1C1404; border: 0; } .act:disabled { opacity: .5; }
.history { display: flex; flex-wrap: wrap; gap: 4px; }
.history span { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: 11px; font-weight: 800; }
.history .meron { background: var(--meron); } .history .wala { background: var(--wala); } .history .draw { background: #166534; }
.feed { list-style: none; margin: 0; padding: 0; font-size: 13px; max-height: 150px; overflow: auto; }
.feed li { display: flex; justify-content: space-between; gap: 8px; padding: 4px 0; border-bottom: 1px solid rgba(255,255,255,.06); }
summary { min-height: 44px; display: flex; align-items: center; font-weight: 700; color: var(--gold2); cursor: pointer; }
.rules { font-size: 13px; line-height: 1.5; color: #CBD5E1; } code { word-break: break-all; font-size: 11px; }
.ok { color: #86EFAC; } .bad { color: #FCA5A5; }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }
`;

/** A rooster, drawn: comb, wattle, tail feathers in its side's colour. */
function rooster(side: 'meron' | 'wala'): string {
  const c = side === 'meron' ? '#C81E3A' : '#1D4ED8';
  return `<svg class="rooster ${side}" data-rooster="${side}" viewBox="0 0 120 120" role="img" aria-label="${side === 'meron' ? 'Meron, the red rooster' : 'Wala, the blue rooster'}">
<path d="M18 70c-10-18-6-40 8-50 2 14 8 22 16 26-4-14 0-26 10-32 0 14 4 24 12 30z" fill="${c}"/>
<ellipse cx="62" cy="72" rx="30" ry="24" fill="#E8D5B0"/>
<path d="M40 70c10 10 30 12 44 0-6 14-20 20-32 18s-14-10-12-18z" fill="${c}" opacity=".85"/>
<circle cx="86" cy="44" r="13" fill="#F1E3C6"/>
<path d="M80 30c2-8 6-10 8-4 2-6 6-6 7 0 3-4 6-2 4 4z" fill="#DC2626"/>
<path d="M98 44l12 4-12 4z" fill="#F59E0B"/><path d="M90 54c2 6 0 10-4 10s-4-6-2-10z" fill="#DC2626"/>
<circle cx="90" cy="41" r="2.4" fill="#111"/>
<path d="M56 94l-4 16M70 94l4 16" stroke="#F59E0B" stroke-width="4" stroke-linecap="round"/>
<path d="M46 112h12M68 112h12" stroke="#F59E0B" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}

/** The pit's page: the fight, the two tables (fixed odds and the pool), bets, history, rules, fairness. */
export function cockfightPage(context: DemoPageContext, tables: Record<CockfightGame, string>): string {
  const { session } = context;
  const chips = liveChipsFor(session.currency);
  const label = (cents: number) => context.money(cents).replace(/\.00$/, '');
  const rtp = fixedRtp();
  const data = {
    session: context.playSession,
    tables,
    currency: session.currency,
    locale: LANGUAGE_TAGS[session.language],
    chips: chips.map((cents) => ({ cents, label: label(cents) })),
    limits: { spot: MAX_SPOT_CHIPS * chips[0]!, round: MAX_ROUND_CHIPS * chips[0]! },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[session.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(session.gameName)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="app">
<header>
  <a href="${escapeHtml(session.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span>&nbsp;Lobby</a>
  <div class="title"><h1>${escapeHtml(session.gameName)}</h1><p>Sabong · ${escapeHtml(session.vendorName)} · Live</p></div>
  <div class="bal"><span>Balance</span><strong data-balance aria-live="polite">${escapeHtml(context.money(context.balanceCents))}</strong></div>
</header>
<div class="tabs" role="group" aria-label="Betting">
  <button type="button" data-tab="sabong" aria-pressed="true">Fixed odds</button>
  <button type="button" data-tab="sabong-pool" aria-pressed="false">Pool (pari-mutuel)</button>
</div>
<div class="pit">
  <div class="status"><span class="pill" data-round>Fight …</span><span class="pill timer" data-timer role="timer" aria-label="Time left to bet">--</span></div>
  <div class="ring" data-ring>${rooster('meron')}${rooster('wala')}</div>
  <p class="announce" data-announce role="status" aria-live="polite">Connecting to the pit…</p>
</div>
<section class="box" aria-labelledby="bets-h">
  <h2 id="bets-h">Bets <span data-players style="float:right;text-transform:none;color:var(--mute)"></span></h2>
  <div class="sides">
    <button type="button" class="spot meron" data-spot="meron" aria-label="Meron">MERON<small data-price="meron">0.92:1</small><span class="others" data-others></span></button>
    <button type="button" class="spot draw" data-spot="draw" aria-label="Draw, pays 47:1">DRAW<small>47:1</small><span class="others" data-others></span></button>
    <button type="button" class="spot wala" data-spot="wala" aria-label="Wala">WALA<small data-price="wala">0.92:1</small><span class="others" data-others></span></button>
  </div>
  <div class="chips" role="group" aria-label="Chip value">${data.chips.map((c, i) => `<button type="button" data-chip="${c.cents}" aria-pressed="${i === 0}" aria-label="Chip ${escapeHtml(c.label)}">${escapeHtml(c.label)}</button>`).join('')}</div>
  <div class="actions"><span class="total" data-total aria-live="polite">No chips placed</span><button type="button" class="act" data-clear>Clear</button><button type="button" class="act place" data-place disabled>Place bets</button></div>
</section>
<section class="box" aria-labelledby="hist-h"><h2 id="hist-h">Last fights</h2><div class="history" data-history></div></section>
<section class="box" aria-labelledby="feed-h"><h2 id="feed-h">Other players' bets</h2><ul class="feed" data-feed></ul></section>
<details><summary>Provably fair</summary><div class="rules">
  <p>Each fight's seed is hashed (SHA-256) and published before the bets open, and revealed after the result. The result is HMAC-SHA256(seed, "fight:0"): its first 32-bit word below the largest multiple of 1,000, mod 1,000: under ${DRAW_IN_1000} a draw, then 490 Meron, then 490 Wala.</p>
  <p>This fight's hash: <code data-hash>…</code></p><p>Last fight: <span data-last>—</span><br>Seed: <code data-seed>—</code></p>
  <button type="button" class="act" data-verify disabled>Verify the last fight</button><p data-verdict role="status" aria-live="polite"></p>
</div></details>
<details><summary>Rules &amp; odds</summary><div class="rules">
  <p>Bets close at the end of the countdown; the last 5 seconds are the last call. One set of bets per fight ("Place bets"). Limits: ${escapeHtml(label(data.limits.spot))} a bet, ${escapeHtml(label(data.limits.round))} a fight. Wins are paid in whole cents (rounded down).</p>
  <ul>
    <li><strong>Fixed odds:</strong> Meron and Wala pay 0.92:1 (return to player ${(rtp.meron! * 100).toFixed(2)}%); on a draw they are returned. Draw pays 47:1 (${(rtp.draw! * 100).toFixed(2)}%).</li>
    <li><strong>Pool:</strong> the Meron and Wala stakes of the fight, less a ${POOL_COMMISSION_PERCENT}% commission, are shared by the winning side in proportion to each stake (return to players ${100 - POOL_COMMISSION_PERCENT}% of the pool); a winner never gets back less than the stake; on a draw, or with nobody on the winning side, every Meron and Wala stake is returned. The live price shown is what a unit would return if the pool stood as it is. Draw bets are at fixed odds, 47:1.</li>
    <li>A draw comes in 2% of fights, Meron and Wala 49% each.</li>
  </ul>
</div></details>
</div>
<script type="application/json" id="pit-data">${json}</script>
<script src="/games/demo/cockfight/cockfight.js" defer></script>
</body>
</html>
`;
}
