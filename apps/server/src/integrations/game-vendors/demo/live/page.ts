import { LANGUAGE_TAGS } from '@lobby/contract';
import type { DemoPageContext } from '../family.ts';
import { LIVE_RULES, parseTable } from './engine.ts';
import { DECLARED_RTP, LIVE_GAME_NAMES, LIVE_SPOTS, liveChipsFor, MAX_ROUND_CHIPS, MAX_SPOT_CHIPS, SIC_BO_TOTALS } from './math.ts';
import type { LiveGame } from './math.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: dark; --gold: #F5C542; --gold2: #FDE68A; --ink: #F1F5F9; --mute: #A8B3C4; --felt: #0B3B2E; --felt2: #06261D;
  --panel: rgba(10, 18, 32, 0.92); --line: rgba(245, 197, 66, 0.28); --red: #E0435A; --blue: #3B82F6; --green: #22C55E; }
* { box-sizing: border-box; }
html, body { margin: 0; background: #05070D; color: var(--ink); font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { min-height: 100vh; overflow-x: hidden; }
.app { max-width: 480px; margin: 0 auto; padding-bottom: 24px; background: radial-gradient(circle at 50% 0%, #16233B 0%, #0B1120 55%, #05070D 100%); }
header { display: flex; align-items: center; gap: 8px; padding: 8px 10px; position: sticky; top: 0; z-index: 5; background: rgba(5, 7, 13, 0.94); border-bottom: 1px solid var(--line); }
header a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 12px; border-radius: 999px; color: var(--gold2); text-decoration: none; border: 1px solid var(--line); font-weight: 600; }
header a:focus-visible, button:focus-visible, summary:focus-visible { outline: 3px solid var(--gold2); outline-offset: 2px; }
header .title { flex: 1; min-width: 0; }
header h1 { margin: 0; font-size: 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
header p { margin: 0; font-size: 12px; color: var(--mute); }
header .bal { text-align: right; }
header .bal span { display: block; font-size: 11px; color: var(--mute); }
header .bal strong { color: var(--gold); font-variant-numeric: tabular-nums; font-size: 16px; }
.stage { position: relative; margin: 8px; border-radius: 18px; overflow: hidden; border: 1px solid var(--line);
  background: radial-gradient(ellipse at 50% 120%, #14604A 0%, var(--felt) 45%, var(--felt2) 100%); min-height: 250px; }
.stage video { display: block; width: 100%; aspect-ratio: 16 / 9; background: #000; }
.dealer { display: block; width: 120px; height: 120px; margin: 4px auto 0; }
.status { position: absolute; top: 8px; left: 8px; right: 8px; display: flex; justify-content: space-between; align-items: center; font-size: 13px; }
.pill { padding: 4px 10px; border-radius: 999px; background: rgba(0, 0, 0, 0.55); border: 1px solid var(--line); }
.timer { font-weight: 800; color: var(--gold); font-variant-numeric: tabular-nums; min-width: 3.5em; text-align: center; }
.timer.low { color: #FCA5A5; }
.result { min-height: 106px; padding: 6px 8px 10px; display: flex; justify-content: center; align-items: center; gap: 14px; flex-wrap: wrap; }
.hand { text-align: center; }
.hand h2 { margin: 0 0 4px; font-size: 13px; letter-spacing: 0.08em; text-transform: uppercase; color: var(--gold2); }
.hand h2 b { display: inline-block; min-width: 1.6em; margin-left: 4px; padding: 0 6px; border-radius: 8px; background: rgba(0,0,0,.5); color: #fff; }
.hand.win h2 b { background: var(--gold); color: #1C1404; }
.cards { display: flex; gap: 4px; justify-content: center; min-height: 64px; }
.card { width: 44px; height: 62px; border-radius: 6px; background: #FDFDFB; color: #111827; display: flex; flex-direction: column; justify-content: center; align-items: center;
  font-weight: 800; font-size: 17px; line-height: 1; box-shadow: 0 3px 8px rgba(0,0,0,.5); animation: deal .45s ease-out both; }
.card.red { color: #C8102E; }
.card.third { transform: rotate(90deg); margin: 0 8px; }
.card.third { animation: none; }
@keyframes deal { from { transform: translate(40px, -60px) rotate(-20deg); opacity: 0; } to { transform: none; opacity: 1; } }
.wheel { width: 150px; height: 150px; transition: transform 4.5s cubic-bezier(.15,.75,.2,1); }
.pocket { font-size: 30px; font-weight: 900; width: 64px; height: 64px; border-radius: 50%; display: grid; place-items: center; border: 3px solid var(--gold); }
.pocket.red { background: var(--red); } .pocket.black { background: #111827; } .pocket.green { background: #15803D; }
.dice { display: flex; gap: 10px; }
.die { width: 54px; height: 54px; border-radius: 12px; background: #FDFDFB; color: #B91C1C; font-size: 50px; line-height: 54px; text-align: center; box-shadow: 0 4px 10px rgba(0,0,0,.5); }
.dice.shake .die { animation: shake .5s linear infinite; }
@keyframes shake { 0% { transform: rotate(0) } 25% { transform: rotate(12deg) translateY(-4px) } 75% { transform: rotate(-12deg) translateY(3px) } 100% { transform: rotate(0) } }
.wheel.spinning { animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
.announce { margin: 0; padding: 8px 12px; text-align: center; font-weight: 700; min-height: 40px; background: rgba(0,0,0,.35); border-top: 1px solid var(--line); }
.announce.won { color: var(--gold); }
section.box { margin: 8px; padding: 10px; border-radius: 14px; background: var(--panel); border: 1px solid var(--line); }
section.box h2 { margin: 0 0 8px; font-size: 13px; color: var(--gold2); letter-spacing: .06em; text-transform: uppercase; }
.roads { display: grid; gap: 8px; }
.road { display: grid; grid-auto-flow: column; grid-template-rows: repeat(6, 14px); grid-auto-columns: 14px; gap: 2px; overflow-x: auto; padding: 4px; background: #F8FAFC; border-radius: 8px; min-height: 104px; }
.road i { display: block; width: 14px; height: 14px; border-radius: 50%; font-size: 9px; font-style: normal; font-weight: 800; text-align: center; line-height: 14px; color: #fff; }
.road.big i { background: transparent; border: 2.5px solid; }
.road i.P, .road i.T2 { background: var(--blue); border-color: var(--blue); } .road i.B, .road i.D { background: var(--red); border-color: var(--red); } .road i.T { background: var(--green); border-color: var(--green); }
.road.big i.P, .road.big i.B, .road.big i.D, .road.big i.T2 { background: transparent; }
.road.big i.tie::after { content: ''; display: block; width: 12px; height: 2px; margin: 4px auto 0; background: var(--green); transform: rotate(-45deg); }
.strip { display: flex; gap: 4px; flex-wrap: wrap; }
.strip span { min-width: 30px; height: 30px; padding: 0 6px; border-radius: 8px; display: grid; place-items: center; font-weight: 800; font-size: 13px; background: #1E293B; }
.strip span.red { background: var(--red); } .strip span.black { background: #111827; border: 1px solid #334155; } .strip span.green { background: #15803D; }
.spots { display: grid; gap: 6px; }
.spots.baccarat { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } .spots.baccarat .big { grid-column: span 1; min-height: 72px; }
.spots.dragon-tiger { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.spots.sicbo { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.spot { min-width: 0; overflow-wrap: anywhere; }
.spot { position: relative; min-height: 52px; padding: 6px 4px; border-radius: 10px; border: 1px solid rgba(255,255,255,.18); background: rgba(11, 59, 46, .9); color: var(--ink);
  font: inherit; font-size: 13px; font-weight: 700; cursor: pointer; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2px; }
.spot small { font-weight: 500; color: #E2E8F0; font-size: 11px; }
.spot .others { font-weight: 500; font-size: 10px; color: #BFDBFE; }
.spot .mine { position: absolute; top: -6px; right: -4px; min-width: 26px; height: 26px; padding: 0 4px; border-radius: 13px; background: var(--gold); color: #1C1404; font-size: 11px; line-height: 26px; }
.spot.player { background: #1E3A8A; } .spot.banker, .spot.dragon { background: #7F1D1D; } .spot.tiger { background: #1E3A8A; } .spot.tie { background: #14532D; }
.spot.winner { box-shadow: 0 0 0 3px var(--gold), 0 0 18px rgba(245,197,66,.6); }
.spot:disabled { opacity: .55; cursor: not-allowed; }
.spot.n-red { background: #9F1239; } .spot.n-black { background: #111827; } .spot.n-green { background: #15803D; }
.rl-grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px; }
.rl-zero { margin-bottom: 4px; }
.rl-out { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px; margin-top: 6px; }
.modes { display: flex; gap: 4px; flex-wrap: wrap; margin-bottom: 6px; }
.modes button, .chips button, .act { min-height: 44px; border-radius: 999px; border: 1px solid var(--line); background: #111827; color: var(--ink); font: inherit; font-weight: 700; padding: 0 12px; cursor: pointer; }
.modes button[aria-pressed="true"] { background: var(--gold); color: #1C1404; }
.chips { display: flex; gap: 6px; overflow-x: auto; padding: 2px; }
.chips button { min-width: 52px; height: 52px; border-radius: 50%; padding: 0; border: 3px dashed rgba(255,255,255,.65); background: #B45309; font-size: 12px; }
.chips button:nth-child(2) { background: #1D4ED8; } .chips button:nth-child(3) { background: #047857; } .chips button:nth-child(4) { background: #6D28D9; } .chips button:nth-child(5) { background: #9F1239; }
.chips button[aria-pressed="true"] { outline: 3px solid var(--gold2); outline-offset: 2px; }
.actions { display: flex; gap: 8px; margin-top: 8px; align-items: center; }
.actions .total { flex: 1; font-size: 13px; color: var(--mute); }
.act.place { background: linear-gradient(180deg, var(--gold2), var(--gold) 45%, #D9A21B); color: #1C1404; border: 0; padding: 0 20px; }
.act:disabled { opacity: .5; cursor: not-allowed; }
.feed { list-style: none; margin: 0; padding: 0; font-size: 13px; max-height: 170px; overflow: auto; }
.feed li { display: flex; justify-content: space-between; gap: 8px; padding: 4px 0; border-bottom: 1px solid rgba(255,255,255,.06); }
.feed li span:last-child { color: var(--gold2); font-variant-numeric: tabular-nums; }
.meta { display: flex; justify-content: space-between; font-size: 13px; color: var(--mute); margin-bottom: 6px; }
details { margin: 8px; padding: 10px; border-radius: 14px; background: var(--panel); border: 1px solid var(--line); }
summary { min-height: 44px; display: flex; align-items: center; font-weight: 700; color: var(--gold2); cursor: pointer; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
td, th { text-align: left; padding: 4px; border-bottom: 1px solid rgba(255,255,255,.08); }
th { color: var(--mute); font-weight: 600; }
code { word-break: break-all; font-size: 11px; color: #CBD5E1; }
.fair p { font-size: 13px; margin: 6px 0; }
.ok { color: #86EFAC; } .bad { color: #FCA5A5; }
.rules { font-size: 13px; line-height: 1.5; color: #CBD5E1; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }
`;

/** The drawn dealer (no video): a dealer in a waistcoat with a bow tie behind the table's edge. */
const DEALER = `<svg class="dealer" viewBox="0 0 120 120" role="img" aria-label="The dealer">
<defs><linearGradient id="dl-skin" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#F2C7A5"/><stop offset="1" stop-color="#D9A07A"/></linearGradient></defs>
<path d="M14 120c4-30 22-42 46-42s42 12 46 42z" fill="#111827"/>
<path d="M44 80l16 28 16-28c-6-2-11-3-16-3s-10 1-16 3z" fill="#F8FAFC"/>
<path d="M52 86l8 5 8-5-2 8h-12z" fill="#B91C1C"/>
<path d="M30 90c8-6 14-9 14-9l4 39H26z M90 90c-8-6-14-9-14-9l-4 39h22z" fill="#7F1D1D"/>
<rect x="52" y="62" width="16" height="16" rx="6" fill="url(#dl-skin)"/>
<ellipse cx="60" cy="44" rx="21" ry="24" fill="url(#dl-skin)"/>
<path d="M38 42c-2-22 12-30 24-30s26 8 20 30c-4-10-10-15-22-15s-18 5-22 15z" fill="#1F2937"/>
<ellipse cx="52" cy="46" rx="2.4" ry="3" fill="#1F2937"/><ellipse cx="68" cy="46" rx="2.4" ry="3" fill="#1F2937"/>
<path d="M53 57c4 3 10 3 14 0" stroke="#9A3412" stroke-width="2.2" fill="none" stroke-linecap="round"/>
<rect x="0" y="112" width="120" height="8" fill="#4A2C12"/>
</svg>`;

function spotButton(id: string, label: string, pays: string, extra = '', text = label): string {
  return `<button type="button" class="spot ${extra}" data-spot="${escapeHtml(id)}" aria-label="${escapeHtml(`${label}, pays ${pays}`)}">${escapeHtml(text)}<small>${escapeHtml(pays)}</small><span class="others" data-others></span></button>`;
}

/** What a sic bo button shows in a quarter of a phone's width (its aria-label says it all). */
function shortLabel(id: string, label: string): string {
  const combo = /^combo-(\d)-(\d)$/.exec(id);
  if (combo) return `${combo[1]} + ${combo[2]}`;
  return label;
}

function spotsHtml(game: LiveGame): string {
  const spots = LIVE_SPOTS[game];
  const b = (id: string, extra = '') => spotButton(id, spots.get(id)!.label, spots.get(id)!.pays, extra, shortLabel(id, spots.get(id)!.label));
  switch (game) {
    case 'baccarat':
      return `<div class="spots baccarat">${b('player-pair')}${b('banker-pair')}${b('player', 'player big')}${b('banker', 'banker big')}</div><div class="spots baccarat" style="grid-template-columns:1fr;margin-top:6px">${b('tie', 'tie')}</div>`;
    case 'dragon-tiger':
      return `<div class="spots dragon-tiger">${b('dragon', 'dragon')}${b('tie', 'tie')}${b('tiger', 'tiger')}</div>`;
    case 'sicbo': {
      const ids = ['small', 'any-triple', 'big', ...Array.from({ length: 14 }, (_, i) => `total-${i + 4}`), ...[1, 2, 3, 4, 5, 6].map((d) => `single-${d}`), ...[1, 2, 3, 4, 5, 6].map((d) => `double-${d}`), ...[1, 2, 3, 4, 5, 6].map((d) => `triple-${d}`)];
      const combos = [...spots.keys()].filter((id) => id.startsWith('combo-'));
      return `<div class="spots sicbo">${[...ids, ...combos].map((id) => b(id)).join('')}</div>`;
    }
    case 'roulette': {
      const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
      const num = (n: number) =>
        `<button type="button" class="spot n-${n === 0 ? 'green' : red.has(n) ? 'red' : 'black'}" data-number="${n}" aria-label="Number ${n}">${n}<span class="others" data-others></span></button>`;
      const grid = Array.from({ length: 36 }, (_, i) => num(i + 1)).join('');
      const out = ['dozen-1', 'dozen-2', 'dozen-3', 'column-1', 'column-2', 'column-3', 'low', 'even', 'red', 'black', 'odd', 'high'].map((id) => b(id)).join('');
      return `<div class="modes" role="group" aria-label="Bet on a number as">${['straight', 'split', 'street', 'corner', 'line']
        .map((m, i) => `<button type="button" data-mode="${m}" aria-pressed="${i === 0}">${m[0]!.toUpperCase()}${m.slice(1)}</button>`)
        .join('')}</div><p class="rules" data-mode-help style="margin:0 0 6px">Straight up: tap a number (35:1).</p><div class="rl-zero">${num(0)}</div><div class="rl-grid">${grid}</div><div class="rl-out">${out}</div>`;
    }
  }
}

function rulesHtml(game: LiveGame): string {
  switch (game) {
    case 'baccarat':
      return `<ul><li>Eight decks, shuffled afresh for every round. Player and Banker get two cards; the hand nearest 9 wins (tens and faces count 0, aces 1, only the last digit of a total counts).</li><li>Either hand on 8 or 9 (a natural): both stand. Otherwise Player draws on 0-5; Banker draws by the standard tableau (on 0-2 always; on 3 unless Player's third card is 8; on 4 against 2-7; on 5 against 4-7; on 6 against 6-7; on 0-5 when Player stood).</li><li>Player pays 1:1, Banker 0.95:1 (5% commission), Tie 8:1; on a tie, Player and Banker bets are returned. Player pair and Banker pair (the hand's first two cards of one rank) pay 11:1.</li></ul>`;
    case 'dragon-tiger':
      return `<ul><li>Eight decks, shuffled afresh for every round. One card to Dragon, one to Tiger: the higher card wins (ace low, king high; suits do not count).</li><li>Dragon and Tiger pay 1:1; on a tie they lose half the stake. Tie pays 8:1.</li></ul>`;
    case 'roulette':
      return `<ul><li>A single-zero European wheel of 37 pockets.</li><li>Straight 35:1, split 17:1, street 11:1, corner 8:1, line (six numbers) 5:1, dozens and columns 2:1, red/black, odd/even, 1-18/19-36 1:1. Zero loses every outside bet.</li><li>Pick a mode to bet on a group: split takes the number and the one to its right (or below it on the last column), street its row, corner the square down-right of it, line its row and the next.</li></ul>`;
    case 'sicbo':
      return `<ul><li>Three dice. Small (4-10) and Big (11-17) pay 1:1 and lose on any triple.</li><li>Totals: ${Object.entries(SIC_BO_TOTALS)
        .filter(([t]) => Number(t) <= 10)
        .map(([t, p]) => `${t} or ${21 - Number(t)} pays ${p}:1`)
        .join(', ')} (triples count).</li><li>Specific triple 180:1, any triple 30:1, specific double 10:1, single number 1:1, 2:1 or 3:1 for one, two or three dice showing it, two-dice combination 5:1.</li></ul>`;
  }
}

/** The live table's page: the table, its bets, its roads, the rules and the fairness of its rounds. */
export function livePage(context: DemoPageContext, table: string): string {
  const { session } = context;
  const { game, currency } = parseTable(table, LIVE_RULES)!;
  const chips = liveChipsFor(currency);
  const label = (cents: number) => context.money(cents).replace(/\.00$/, '');
  const rtp = DECLARED_RTP[game];
  const data = {
    session: context.playSession,
    table,
    game,
    currency,
    locale: LANGUAGE_TAGS[session.language],
    balanceCents: context.balanceCents,
    chips: chips.map((cents) => ({ cents, label: label(cents) })),
    labels: Object.fromEntries([...LIVE_SPOTS[game]].map(([id, s]) => [id, s.label])),
    limits: { spot: MAX_SPOT_CHIPS * chips[0]!, round: MAX_ROUND_CHIPS * chips[0]! },
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const payRows = [...LIVE_SPOTS[game]]
    .filter(([id]) => game !== 'roulette' || !/^(straight|split|street|corner|line)-/.test(id) || /^(straight-1|split-1-2|street-1|corner-1|line-1)$/.test(id))
    .map(([id, s]) => {
      const kind = game === 'roulette' ? s.label.replace(/ .*/, '') : s.label;
      return `<tr><td>${escapeHtml(kind)}</td><td>${escapeHtml(s.pays)}</td><td>${rtp[id]!.toFixed(2)}%</td></tr>`;
    })
    .join('');
  const rtpNote = game === 'roulette' ? 'every bet 97.30%' : `from ${Math.min(...Object.values(rtp)).toFixed(2)}% to ${Math.max(...Object.values(rtp)).toFixed(2)}% by bet (below)`;
  const showsRoads = game === 'baccarat' || game === 'dragon-tiger';
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
<div class="app" data-game="${game}">
<header>
  <a href="${escapeHtml(session.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span>&nbsp;Lobby</a>
  <div class="title"><h1>${escapeHtml(session.gameName)}</h1><p>${escapeHtml(LIVE_GAME_NAMES[game])} · ${escapeHtml(session.vendorName)} · Live</p></div>
  <div class="bal"><span>Balance</span><strong data-balance aria-live="polite">${escapeHtml(context.money(context.balanceCents))}</strong></div>
</header>
<div class="stage" data-stage>
  <div class="status"><span class="pill" data-round>Round …</span><span class="pill timer" data-timer role="timer" aria-label="Time left to bet">--</span></div>
  <div data-video hidden></div>
  ${DEALER}
  <div class="result" data-result aria-hidden="true"></div>
  <p class="announce" data-announce role="status" aria-live="polite">Connecting to the table…</p>
</div>
<section class="box" aria-labelledby="bets-h">
  <div class="meta"><h2 id="bets-h" style="margin:0">Place your bets</h2><span data-players>0 players</span></div>
  ${spotsHtml(game)}
  <div class="chips" role="group" aria-label="Chip value" style="margin-top:10px">${data.chips.map((c, i) => `<button type="button" data-chip="${c.cents}" aria-pressed="${i === 0}" aria-label="Chip ${escapeHtml(c.label)}">${escapeHtml(c.label)}</button>`).join('')}</div>
  <div class="actions"><span class="total" data-total aria-live="polite">No chips placed</span><button type="button" class="act" data-clear>Clear</button><button type="button" class="act place" data-place disabled>Place bets</button></div>
</section>
${
  showsRoads
    ? `<section class="box" aria-labelledby="roads-h"><h2 id="roads-h">Roads</h2><div class="roads"><div><small>Big road</small><div class="road big" data-bigroad role="img" aria-label="Big road"></div></div><div><small>Bead plate</small><div class="road bead" data-bead role="img" aria-label="Bead plate"></div></div></div></section>`
    : `<section class="box" aria-labelledby="roads-h"><h2 id="roads-h">Last results</h2><div class="strip" data-strip></div></section>`
}
<section class="box" aria-labelledby="feed-h"><h2 id="feed-h">Other players' bets</h2><ul class="feed" data-feed><li><span>No bets yet this round</span></li></ul></section>
<details class="fair"><summary>Provably fair</summary>
  <p>Before each round the table publishes the SHA-256 hash of a secret seed; after the result it reveals the seed. The result is drawn from HMAC-SHA256(seed, "round:block") words (an 8-deck shoe shuffled card by card, the wheel's pocket, the dice): anyone can recompute it.</p>
  <p>This round's hash: <code data-hash>…</code></p>
  <p>Last round: <span data-last-round>—</span><br>Seed: <code data-seed>—</code><br>Hash: <code data-last-hash>—</code></p>
  <button type="button" class="act" data-verify disabled>Verify the last round</button>
  <p data-verdict role="status" aria-live="polite"></p>
</details>
<details><summary>Rules &amp; paytable</summary>
  <div class="rules">
    <p>Return to player: <strong>${rtpNote}</strong>. Bets close when the timer ends; one set of bets per player per round (placed together with "Place bets"). Limits: ${escapeHtml(label(data.limits.spot))} a spot, ${escapeHtml(label(data.limits.round))} a round. Wins are paid in whole cents (rounded down).</p>
    ${rulesHtml(game)}
    <table><thead><tr><th>Bet</th><th>Pays</th><th>RTP</th></tr></thead><tbody>${payRows}</tbody></table>
  </div>
</details>
</div>
<script type="application/json" id="live-data">${json}</script>
<script src="/games/demo/live/live.js" defer></script>
</body>
</html>
`;
}
