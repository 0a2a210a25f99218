import { LANGUAGE_TAGS } from '@lobby/contract';
import type { Language } from '@lobby/contract';
import { slotGradients, symbolArt, THEME_LOOKS } from './slot-art.ts';
import { figuresOf, REELS, ROWS, SCATTER, THEME_SYMBOLS, winFor } from './slot-math.ts';
import type { SlotGame } from './slot-math.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SlotView {
  nodeId: string;
  gameName: string;
  vendorName: string;
  /** the balance as shown, and in minor units */
  balance: string;
  balanceCents: number;
  currency: string;
  returnUrl: string;
  language: Language;
  session: string;
  stakes: Array<{ cents: number; label: string }>;
  /** the operator's free rounds given with the launch (bonus spins at their stake) */
  bonus?: { left: number; cents: number; label: string } | null;
  game: SlotGame;
  /** formats minor units as the page shows money */
  money: (cents: number) => string;
}

const STYLE = `
  :root { color-scheme: dark; --tile: max(56px, min(112px, calc((min(100vw, 480px) - 64px) / 5 * 1.55), calc((100vh - 450px) / 3))); }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F8FAFC; overflow-x: hidden;
    background: radial-gradient(120% 70% at 50% 0%, var(--bg1) 0%, var(--bg2) 75%) fixed, var(--bg2);
    -webkit-tap-highlight-color: transparent; }
  button { font: inherit; color: inherit; }
  .bonus-spins { display: block; width: 100%; margin: 0 0 10px; min-height: 44px; border-radius: 14px; border: 1px solid #FBBF24;
    background: linear-gradient(90deg, rgba(251,191,36,.18), rgba(245,158,11,.08)); color: #FDE68A; font-weight: 700; font-size: 14px; cursor: pointer; }
  .bonus-spins[aria-pressed="true"] { background: linear-gradient(90deg, #F59E0B, #D97706); color: #1F1300; }
  .slot { min-height: 100%; max-width: 480px; margin: 0 auto; display: flex; flex-direction: column; padding: 0 12px env(safe-area-inset-bottom); }
  header { display: flex; align-items: center; gap: 8px; height: 56px; }
  header a, header button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; height: 44px;
    border-radius: 14px; background: rgba(255,255,255,.08); border: 1px solid rgba(255,255,255,.14); text-decoration: none; color: #F8FAFC; }
  header a { padding: 0 12px 0 8px; gap: 2px; font-weight: 600; font-size: 14px; }
  header .title { flex: 1; min-width: 0; text-align: center; }
  header h1 { margin: 0; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; letter-spacing: .02em; }
  header p { margin: 0; font-size: 11px; color: rgba(248,250,252,.65); text-transform: uppercase; letter-spacing: .12em; }
  .marquee { text-align: center; margin: 14px 0 10px; }
  .marquee strong { display: inline-block; font-size: 13px; letter-spacing: .3em; text-transform: uppercase; color: var(--frame);
    padding: 4px 14px; border-radius: 999px; border: 1px solid color-mix(in srgb, var(--frame) 50%, transparent);
    background: rgba(0,0,0,.25); }
  .cabinet { position: relative; padding: 10px; border-radius: 22px;
    background: linear-gradient(180deg, color-mix(in srgb, var(--frame) 90%, white), color-mix(in srgb, var(--frame) 65%, black));
    box-shadow: 0 18px 50px rgba(0,0,0,.6), 0 0 0 1px rgba(0,0,0,.4), inset 0 2px 0 rgba(255,255,255,.5); }
  .window { position: relative; display: grid; grid-template-columns: repeat(${REELS}, 1fr); gap: 5px; padding: 6px;
    border-radius: 14px; background: #0B0F1A; box-shadow: inset 0 4px 14px rgba(0,0,0,.8); }
  .reel { position: relative; height: calc(var(--tile) * ${ROWS}); overflow: hidden; border-radius: 10px;
    background: linear-gradient(180deg, var(--tile1), var(--tile2)); }
  .reel::before, .reel::after { content: ''; position: absolute; left: 0; right: 0; height: 16px; z-index: 2; pointer-events: none; }
  .reel::before { top: 0; background: linear-gradient(180deg, rgba(0,0,0,.35), transparent); }
  .reel::after { bottom: 0; background: linear-gradient(0deg, rgba(0,0,0,.35), transparent); }
  .strip { position: absolute; left: 0; right: 0; top: 0; will-change: transform; }
  .cell { height: var(--tile); display: flex; align-items: center; justify-content: center; position: relative; }
  .cell svg { width: 88%; height: 76%; filter: drop-shadow(0 2px 2px rgba(0,0,0,.3)); }
  .reel.spinning .strip { animation: roll .16s linear infinite; filter: blur(1.4px); }
  @keyframes roll { from { transform: translateY(-50%); } to { transform: translateY(0); } }
  .cell.hit { animation: hit .9s ease-in-out infinite alternate; z-index: 1; }
  .cell.hit::after { content: ''; position: absolute; inset: 3px; border-radius: 10px; border: 3px solid var(--accent);
    box-shadow: 0 0 14px var(--accent), inset 0 0 12px color-mix(in srgb, var(--accent) 50%, transparent); }
  .cell.dim svg { opacity: .35; }
  @keyframes hit { from { transform: scale(1); } to { transform: scale(1.08); } }
  .lines { position: absolute; inset: 6px; pointer-events: none; z-index: 3; width: calc(100% - 12px); height: calc(100% - 12px); }
  .lines polyline { fill: none; stroke-width: 3.5; stroke-opacity: .95; stroke-linejoin: round; stroke-linecap: round; vector-effect: non-scaling-stroke;
    filter: drop-shadow(0 0 3px rgba(0,0,0,.9)); }
  .mid { flex: 1; display: flex; flex-direction: column; justify-content: center; min-height: 96px; }
  .meter { margin: 10px 0 8px; min-height: 58px; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
  .meter .label { font-size: 11px; letter-spacing: .2em; color: rgba(248,250,252,.6); text-transform: uppercase; }
  .meter .amount { font-size: 28px; font-weight: 900; color: var(--frame); font-variant-numeric: tabular-nums; text-shadow: 0 2px 12px rgba(0,0,0,.6); }
  .meter .amount.big { animation: pop .5s ease-out; }
  @keyframes pop { from { transform: scale(.6); opacity: .2; } to { transform: scale(1); opacity: 1; } }
  .meter .note { font-size: 14px; color: rgba(248,250,252,.8); }
  .meter .note.error { color: #FCA5A5; font-weight: 700; }
  .free { display: none; margin: 0 auto 8px; padding: 6px 16px; border-radius: 999px; font-weight: 800; font-size: 14px; letter-spacing: .04em;
    background: linear-gradient(180deg, #FDE68A, #F59E0B); color: #3B2300; box-shadow: 0 4px 18px rgba(245,158,11,.45); }
  .free.on { display: inline-block; }
  .banner { position: absolute; inset: 0; z-index: 5; display: none; align-items: center; justify-content: center; border-radius: 22px;
    background: rgba(3,6,15,.72); text-align: center; }
  .banner.on { display: flex; animation: pop .4s ease-out; }
  .banner div { padding: 18px 22px; }
  .banner strong { display: block; font-size: 30px; font-weight: 900; color: var(--frame); text-shadow: 0 0 18px color-mix(in srgb, var(--frame) 60%, transparent); }
  .banner span { display: block; margin-top: 6px; font-size: 15px; color: #F8FAFC; }
  .controls { padding: 4px 0 16px; }
  .row { display: flex; gap: 10px; align-items: stretch; }
  .box { flex: 1; min-width: 0; padding: 8px 12px; border-radius: 16px; background: rgba(0,0,0,.35); border: 1px solid rgba(255,255,255,.12); }
  .box span { display: block; font-size: 11px; letter-spacing: .14em; text-transform: uppercase; color: rgba(248,250,252,.6); }
  .box strong { display: block; font-size: 18px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .box.balance strong { color: #FDE68A; }
  .bet { display: flex; align-items: center; gap: 6px; }
  .bet div { flex: 1; min-width: 0; text-align: center; }
  .bet button { width: 40px; height: 40px; flex: none; border-radius: 12px; border: 1px solid rgba(255,255,255,.2); background: rgba(255,255,255,.1);
    font-size: 22px; font-weight: 800; line-height: 1; cursor: pointer; }
  .bet button:disabled { opacity: .35; cursor: default; }
  .actions { display: flex; align-items: center; justify-content: space-between; margin-top: 14px; }
  .actions .side { width: 76px; display: flex; flex-direction: column; align-items: center; gap: 4px; font-size: 11px; color: rgba(248,250,252,.7); }
  .actions .side button { width: 52px; height: 52px; border-radius: 50%; border: 1px solid rgba(255,255,255,.2); background: rgba(255,255,255,.1);
    font-size: 20px; font-weight: 800; cursor: pointer; }
  button.spin { width: 108px; height: 108px; border-radius: 50%; border: 4px solid rgba(255,255,255,.85); cursor: pointer;
    background: radial-gradient(circle at 50% 35%, #FFF6C2 0%, var(--frame) 40%, color-mix(in srgb, var(--frame) 55%, black) 100%);
    color: #2A1A00; font-size: 22px; font-weight: 900; letter-spacing: .08em; text-transform: uppercase;
    box-shadow: 0 10px 30px rgba(0,0,0,.55), 0 0 0 6px rgba(0,0,0,.25), 0 0 26px color-mix(in srgb, var(--frame) 55%, transparent); }
  button.spin:active:not(:disabled) { transform: scale(.96); }
  button.spin:disabled { filter: saturate(.5) brightness(.8); cursor: progress; }
  button:focus-visible, a:focus-visible { outline: 3px solid #FDE68A; outline-offset: 3px; }
  .sheet { position: fixed; inset: 0; z-index: 20; display: none; background: rgba(2,4,10,.7); }
  .sheet.on { display: block; }
  .sheet section { position: absolute; left: 0; right: 0; bottom: 0; max-width: 480px; margin: 0 auto; max-height: 86%; overflow-y: auto;
    border-radius: 22px 22px 0 0; padding: 8px 18px 28px; background: #0F1424; border-top: 2px solid var(--frame); }
  .sheet .top { position: sticky; top: 0; display: flex; align-items: center; justify-content: space-between; padding: 8px 0; background: #0F1424; }
  .sheet h2 { margin: 0; font-size: 18px; }
  .sheet h3 { margin: 20px 0 8px; font-size: 13px; letter-spacing: .14em; text-transform: uppercase; color: var(--frame); }
  .sheet .close { min-width: 44px; height: 44px; border-radius: 12px; border: 1px solid rgba(255,255,255,.2); background: rgba(255,255,255,.08); cursor: pointer; font-size: 18px; }
  .sheet p, .sheet li { font-size: 14px; line-height: 1.5; color: #CBD5E1; }
  .sheet ul { padding-left: 18px; margin: 6px 0; }
  .pays { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
  .pay { display: flex; align-items: center; gap: 8px; padding: 8px; border-radius: 12px; background: rgba(255,255,255,.05); }
  .pay .sym { flex: none; width: 52px; height: 52px; border-radius: 10px; background: linear-gradient(180deg, var(--tile1), var(--tile2));
    display: flex; align-items: center; justify-content: center; }
  .pay .sym svg { width: 86%; height: 86%; }
  .pay dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0 8px; font-size: 12px; font-variant-numeric: tabular-nums; }
  .pay dt { color: rgba(248,250,252,.55); }
  .pay dd { margin: 0; font-weight: 700; text-align: right; }
  .pay.wide { grid-column: 1 / -1; }
  .rtp { font-size: 15px; color: #F8FAFC; }
  .paylines { display: grid; grid-template-columns: repeat(5, 1fr); gap: 8px; }
  .paylines figure { margin: 0; text-align: center; font-size: 11px; color: rgba(248,250,252,.6); }
  .paylines svg { width: 100%; height: auto; background: rgba(255,255,255,.05); border-radius: 6px; }
  @media (prefers-reduced-motion: reduce) { .reel.spinning .strip, .cell.hit, .banner.on, .meter .amount.big { animation: none; filter: none; } }
  @media (min-height: 780px) { .marquee { margin: 20px 0 16px; } }
`;

const LINE_COLORS = ['#F43F5E', '#22D3EE', '#A3E635', '#FACC15', '#C084FC', '#FB923C', '#34D399', '#60A5FA', '#F472B6', '#FDE047'];

function symbolSvg(id: number): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><use href="#sym-${id}"/></svg>`;
}

/** A payline as a small picture: the 5x3 window with the line's cells filled. */
function linePicture(line: readonly number[], index: number): string {
  const cells: string[] = [];
  for (let r = 0; r < REELS; r++) {
    for (let row = 0; row < ROWS; row++) {
      cells.push(`<rect x="${r * 10 + 1}" y="${row * 10 + 1}" width="8" height="8" rx="1.5" fill="${line[r] === row ? LINE_COLORS[index % LINE_COLORS.length] : 'rgba(255,255,255,.12)'}"/>`);
    }
  }
  return `<figure><svg viewBox="0 0 50 30" aria-hidden="true">${cells.join('')}</svg><figcaption>${index + 1}</figcaption></figure>`;
}

/** What the reels show, row by row, for screen readers. */
function windowLabel(game: SlotGame, grid: number[][]): string {
  return `Reels: ${[0, 1, 2].map((row) => grid.map((col) => game.symbols[col[row]!]!.name).join(', ')).join('; ')}`;
}

/** The slot's page: reels, bet, spin, balance, paytable; the script plays it against the vendor's spin API. */
export function slotGamePage(view: SlotView): string {
  const { game } = view;
  const look = THEME_LOOKS[game.theme];
  const figures = figuresOf(game);
  const art = symbolArt(game.theme);
  const stake = view.stakes[0]!.cents;
  const rtp = `${(game.declaredRtp * 100).toFixed(2)}%`;
  const defs = `<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>${slotGradients(look)}${art
    .map((inner, id) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${inner}</symbol>`)
    .join('')}</defs></svg>`;
  // The opening window: the reels at stop 0.
  const reels = game.reels
    .map((strip) => `<div class="reel"><div class="strip">${[0, 1, 2].map((row) => `<div class="cell">${symbolSvg(strip[row]!)}</div>`).join('')}</div></div>`)
    .join('');
  const pay = (cents: number, hundredths: number) => escapeHtml(view.money(winFor(cents, hundredths)));
  const payRows = game.symbols
    .filter((s) => s.kind === 'high' || s.kind === 'royal')
    .map(
      (s) => `<div class="pay"><div class="sym">${symbolSvg(s.id)}</div><dl aria-label="${escapeHtml(s.name)}">${[5, 4, 3]
        .map((k) => `<dt>${k}×</dt><dd data-pay="${game.pays[s.id]![k - 3]}">${pay(stake, game.pays[s.id]![k - 3]!)}</dd>`)
        .join('')}</dl></div>`,
    )
    .join('');
  const scatterRow = `<div class="pay wide"><div class="sym">${symbolSvg(SCATTER)}</div><dl aria-label="Free Spins scatter">${[5, 4, 3]
    .map((k) => `<dt>${k}×</dt><dd><span data-pay="${game.scatterPays[k - 3]}">${pay(stake, game.scatterPays[k - 3]!)}</span> + ${game.freeSpins[k - 3]} free spins</dd>`)
    .join('')}</dl></div>`;
  const data = {
    session: view.session,
    node: view.nodeId,
    currency: view.currency,
    locale: LANGUAGE_TAGS[view.language],
    stakes: view.stakes,
    reels: game.reels,
    lines: game.lines,
    symbols: game.symbols.map((s) => s.name),
    balanceCents: view.balanceCents,
    lineColors: LINE_COLORS,
    bonus: view.bonus ?? null,
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const theme = THEME_SYMBOLS[game.theme].title;
  const stakeOptions = view.stakes.map((s) => escapeHtml(s.label));
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[view.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${look.bg[1]}">
<title>${escapeHtml(view.gameName)}</title>
<style>:root{--bg1:${look.bg[0]};--bg2:${look.bg[1]};--frame:${look.frame};--accent:${look.accent};--tile1:${look.tile[0]};--tile2:${look.tile[1]};}${STYLE}</style>
</head>
<body>
${defs}
<div class="slot" id="slot" data-theme="${game.theme}">
<header>
  <a href="${escapeHtml(view.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span> Lobby</a>
  <div class="title"><h1>${escapeHtml(view.gameName)}</h1><p>${escapeHtml(view.vendorName)}</p></div>
  <button type="button" data-open-help aria-label="Paytable and rules" aria-haspopup="dialog">i</button>
</header>
<div class="marquee"><strong>${escapeHtml(theme)} · ${game.lines.length} lines</strong></div>
<div class="cabinet">
  <div class="window" data-window role="img" aria-label="${escapeHtml(windowLabel(game, game.reels.map((strip) => [strip[0]!, strip[1]!, strip[2]!])))}">${reels}<svg class="lines" viewBox="0 0 ${REELS * 10} ${ROWS * 10}" preserveAspectRatio="none" data-lines aria-hidden="true"></svg></div>
  <div class="banner" data-banner role="status" aria-live="assertive"><div><strong data-banner-title></strong><span data-banner-text></span></div></div>
</div>
<div class="mid">
<div class="meter" role="status" aria-live="polite" data-meter>
  <span class="label">Good luck</span><span class="note">${game.lines.length} lines · free spins${game.freeMultiplier > 1 ? ` ×${game.freeMultiplier}` : ''} · RTP ${rtp}</span>
</div>
<div style="text-align:center"><span class="free" data-free></span></div>
</div>
<div class="controls">
  <div class="row">
    <div class="box balance"><span>Balance</span><strong data-balance>${escapeHtml(view.balance)}</strong></div>
    <div class="box bet"><button type="button" data-bet-down aria-label="Lower bet" disabled>−</button><div><span>Bet</span><strong data-bet aria-live="polite">${stakeOptions[0]}</strong></div><button type="button" data-bet-up aria-label="Raise bet">+</button></div>
  </div>
  ${view.bonus && view.bonus.left > 0 ? `<button type="button" class="bonus-spins" data-bonus aria-pressed="false"><span aria-hidden="true">🎁</span> <span data-bonus-text>${view.bonus.left} bonus spins at ${escapeHtml(view.bonus.label)}: tap to use</span></button>` : ''}
  <div class="actions">
    <div class="side"><button type="button" data-open-help aria-label="Paytable and rules" aria-haspopup="dialog">☰</button>Paytable</div>
    <button class="spin" type="button" data-spin>Spin</button>
    <div class="side"><button type="button" data-sound aria-pressed="false" aria-label="Sound">♪</button><span data-sound-label>Sound off</span></div>
  </div>
</div>
</div>
<div class="sheet" data-help role="dialog" aria-modal="true" aria-labelledby="help-title">
<section>
  <div class="top"><h2 id="help-title">Paytable &amp; rules</h2><button type="button" class="close" data-close-help aria-label="Close">✕</button></div>
  <p class="rtp">Return to player: <strong>${rtp}</strong></p>
  <p>Pays shown for a bet of <strong data-help-bet>${stakeOptions[0]}</strong> (the total bet of one spin across all ${game.lines.length} lines).</p>
  <h3>Symbols</h3>
  <div class="pays">${payRows}</div>
  <h3>Wild &amp; free spins</h3>
  <div class="pays"><div class="pay wide"><div class="sym">${symbolSvg(0)}</div><p>Wild appears on reels 2, 3 and 4 and stands in for every symbol except Free Spins.</p></div>${scatterRow}</div>
  <h3>Rules</h3>
  <ul>
    <li>${game.lines.length} fixed lines pay left to right from the first reel, 3, 4 or 5 of a kind; each line pays its combination once, and line wins add up.</li>
    <li>3 or more Free Spins symbols anywhere pay a multiple of the bet and award ${game.freeSpins.join(' / ')} free spins (for 3 / 4 / 5). Free spins play on the same reels at no cost${game.freeMultiplier > 1 ? `, every win ×${game.freeMultiplier},` : ''} and can be won again during free spins (at most 500 in one round).</li>
    <li>A spin and its free spins are one round: the bet is taken when you spin and the round's whole win is paid at its end; your bet records show it as one round.</li>
    <li>Free spins are triggered on average once in ${Math.round(1 / figures.triggerOdds)} spins. Return to player is the long-run average share of bets paid back, ${rtp}, of which free spins ${(figures.freeSpinRtp * 100).toFixed(2)}%.</li>
    <li>Every outcome is drawn on the game server by a cryptographic random generator before the reels stop.</li>
  </ul>
  <h3>Paylines</h3>
  <div class="paylines">${game.lines.map(linePicture).join('')}</div>
</section>
</div>
<script type="application/json" id="slot-data">${json}</script>
<script src="/games/demo/slot.js" defer></script>
</body>
</html>
`;
}
