import { LANGUAGE_TAGS } from '@lobby/contract';
import type { LotteryFormat, VnRegion } from '@lobby/contract';
import type { DemoPageContext } from '../family.ts';
import type { NextDraw } from './draws.ts';
import { returnFor, rulesOf } from './math.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LotteryView {
  context: DemoPageContext;
  next: NextDraw | null;
  closeAt: number | null;
  orders: unknown[];
  units: number[];
  serverTime: number;
}

const REGION_NAMES: Record<VnRegion, string> = { VN_NORTH: 'Northern lottery (Miền Bắc)', VN_CENTRAL: 'Central lottery (Miền Trung)', VN_SOUTH: 'Southern lottery (Miền Nam)' };
/** What a draw of balls is called on the page. */
function formatName(format: LotteryFormat): string {
  if (format.kind === 'vn') return REGION_NAMES[format.region];
  if (format.distinct) return `Lotto ${format.count}/${format.max}`;
  if (format.min === 0 && format.max === 9) return `${format.count}-digit draw`;
  return `${format.count} dice`;
}

const TIER_NAMES: Record<string, string> = { MAIN: 'Result',  DB: 'Special', G1: '1st', G2: '2nd', G3: '3rd', G4: '4th', G5: '5th', G6: '6th', G7: '7th', G8: '8th' };

const STYLE = `
  :root { color-scheme: dark; --gold: #FBBF24; --red: #B91C1C; --bg1: #3B0A0A; --bg2: #12040A; }
  * { box-sizing: border-box; }
  html, body { margin: 0; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F8FAFC; -webkit-tap-highlight-color: transparent;
    background: radial-gradient(120% 60% at 50% 0%, var(--bg1) 0%, var(--bg2) 80%) fixed, var(--bg2); }
  button { font: inherit; color: inherit; }
  .lottery { max-width: 480px; margin: 0 auto; padding: 0 12px calc(20px + env(safe-area-inset-bottom)); }
  header { display: flex; align-items: center; gap: 8px; height: 56px; }
  header a { display: inline-flex; align-items: center; min-width: 44px; height: 44px; padding: 0 12px; border-radius: 14px; background: rgba(255,255,255,.08);
    border: 1px solid rgba(255,255,255,.14); color: #F8FAFC; text-decoration: none; font-weight: 600; font-size: 14px; }
  header .title { flex: 1; min-width: 0; text-align: center; }
  header h1 { margin: 0; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  header p { margin: 0; font-size: 11px; color: rgba(248,250,252,.65); text-transform: uppercase; letter-spacing: .12em; }
  .card { margin: 10px 0; padding: 12px; border-radius: 16px; background: rgba(0,0,0,.35); border: 1px solid rgba(255,255,255,.12); }
  .card h2 { margin: 0 0 8px; font-size: 13px; letter-spacing: .14em; text-transform: uppercase; color: var(--gold); }
  .draw { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
  .draw strong { font-size: 18px; }
  .draw .count { font-variant-numeric: tabular-nums; font-weight: 800; color: #FDE68A; font-size: 18px; }
  .small { font-size: 12px; color: rgba(248,250,252,.7); word-break: break-all; }
  .ticket { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 14px; }
  .ticket th { text-align: left; padding: 4px 6px; color: rgba(248,250,252,.7); font-weight: 600; width: 64px; }
  .ticket td { padding: 4px 6px; text-align: center; letter-spacing: .06em; border-top: 1px solid rgba(255,255,255,.08); }
  .ticket tr.db td { color: #F87171; font-size: 22px; font-weight: 900; }
  .types { display: grid; grid-template-columns: repeat(auto-fill, minmax(100px, 1fr)); gap: 6px; }
  .types button, .units button, .hundreds button { min-height: 44px; border-radius: 12px; border: 1px solid rgba(255,255,255,.2); background: rgba(255,255,255,.08); font-weight: 700; font-size: 13px; cursor: pointer; }
  .types button[aria-pressed="true"], .units button[aria-pressed="true"], .hundreds button[aria-pressed="true"] { background: var(--red); border-color: #FCA5A5; }
  .rule { margin: 8px 0 0; font-size: 13px; color: #E2E8F0; }
  .hundreds { display: none; grid-template-columns: repeat(auto-fill, minmax(44px, 1fr)); gap: 4px; margin-bottom: 8px; }
  .hundreds.on { display: grid; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(44px, 1fr)); gap: 4px; }
  .grid[hidden] { display: none; }
  .grid button { min-height: 44px; border-radius: 50%; aspect-ratio: 1; border: 1px solid rgba(251,191,36,.35); background: radial-gradient(circle at 40% 30%, #3F1D1D, #1C0A0A);
    font-weight: 800; font-size: 15px; font-variant-numeric: tabular-nums; cursor: pointer; }
  .grid button[aria-pressed="true"] { background: radial-gradient(circle at 40% 30%, #FDE68A, #D97706); color: #1F1300; border-color: #FDE68A; }
  .units { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
  .summary { display: flex; justify-content: space-between; gap: 8px; font-size: 14px; margin-top: 10px; }
  .summary strong { color: #FDE68A; font-variant-numeric: tabular-nums; }
  button.place { width: 100%; margin-top: 10px; min-height: 54px; border-radius: 16px; border: 2px solid #FDE68A; background: linear-gradient(180deg, #FCD34D, #D97706);
    color: #1F1300; font-size: 18px; font-weight: 900; letter-spacing: .06em; cursor: pointer; }
  button.place:disabled { filter: saturate(.3) brightness(.75); cursor: not-allowed; }
  .status { min-height: 22px; margin-top: 8px; text-align: center; font-size: 14px; }
  .status.error { color: #FCA5A5; font-weight: 700; }
  .status.ok { color: #86EFAC; font-weight: 700; }
  .balance { display: flex; justify-content: space-between; align-items: center; }
  .balance strong { font-size: 20px; color: #FDE68A; font-variant-numeric: tabular-nums; }
  ul.orders { list-style: none; margin: 0; padding: 0; }
  ul.orders li { padding: 10px 0; border-top: 1px solid rgba(255,255,255,.08); display: flex; gap: 8px; align-items: center; }
  ul.orders li div { flex: 1; min-width: 0; font-size: 13px; }
  ul.orders li b { font-size: 14px; }
  ul.orders .tag { font-size: 11px; padding: 2px 8px; border-radius: 999px; background: rgba(255,255,255,.12); text-transform: uppercase; letter-spacing: .08em; }
  ul.orders .tag.won { background: #166534; }
  ul.orders button { min-height: 44px; min-width: 72px; border-radius: 12px; border: 1px solid #FCA5A5; background: rgba(185,28,28,.35); font-weight: 700; cursor: pointer; }
  table.pays { width: 100%; border-collapse: collapse; font-size: 13px; }
  table.pays th, table.pays td { text-align: left; padding: 4px 4px; border-top: 1px solid rgba(255,255,255,.08); vertical-align: top; }
  table.pays td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  details summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 700; }
  details p { font-size: 13px; line-height: 1.5; color: #CBD5E1; }
  button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #FDE68A; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`;

/** The lottery betting page: the next draw and its close, the latest result, bet types, the number grid, orders. */
export function lotteryPage(view: LotteryView): string {
  const { context, next } = view;
  const { session } = context;
  const locale = LANGUAGE_TAGS[session.language];
  if (!next) {
    return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(session.gameName)}</title><style>${STYLE}</style></head><body><main class="lottery"><header><a href="${escapeHtml(session.returnUrl)}">‹&nbsp;Lobby</a></header><p class="card">This lottery has no draws right now.</p></main></body></html>`;
  }
  const rules = Object.values(rulesOf(next.format));
  const typeRows = rules
    .map(
      (r) =>
        `<tr><th scope="row">${escapeHtml(r.name)}</th><td>${escapeHtml(r.describe)}</td><td class="n">${r.cost} : ${r.pays}</td><td class="n">${(returnFor(r, next.format) * 100).toFixed(2)}%</td></tr>`,
    )
    .join('');
  // the numbers to pick from: 00-99 (a hundreds digit in front for three), or a lotto's balls as it writes them
  const format = next.format;
  const values =
    format.kind === 'balls' && format.distinct
      ? Array.from({ length: format.max - format.min + 1 }, (_, i) => String(format.min + i).padStart(String(format.max).length, '0'))
      : Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  const latest = next.latest;
  const ticket = latest
    ? latest.result
        .map((t) => `<tr class="${t.tier === 'DB' ? 'db' : ''}"><th scope="row">${TIER_NAMES[t.tier] ?? t.tier}</th><td>${t.numbers.map(escapeHtml).join(' · ')}</td></tr>`)
        .join('')
    : '';
  const data = {
    session: context.playSession,
    currency: session.currency,
    locale,
    balanceCents: context.balanceCents,
    draw: { drawNo: next.drawNo, drawAt: next.drawAt, closeAt: view.closeAt, seedHash: next.seedHash },
    rules: Object.fromEntries(rules.map((r) => [r.type, { name: r.name, picks: r.picks, digits: r.digits, cost: r.cost, pays: r.pays, describe: r.describe }])),
    units: view.units,
    orders: view.orders,
    serverTime: view.serverTime,
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const grid = values
    .map((n) => `<button type="button" data-n="${n}" aria-pressed="false" aria-label="Number ${n}">${n}</button>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#12040A">
<title>${escapeHtml(session.gameName)}: lottery</title>
<style>${STYLE}</style>
</head>
<body>
<main class="lottery" id="lottery">
<header>
  <a href="${escapeHtml(session.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span>&nbsp;Lobby</a>
  <div class="title"><h1>${escapeHtml(session.gameName)}</h1><p>${escapeHtml(formatName(next.format))}${session.prizeMode ? ` · ${session.prizeMode === 'ELOTT' ? 'E-lottery' : 'Lottery'}` : ''}${session.playType ? ` · ${escapeHtml(session.playType)}` : ''}</p></div>
</header>
<section class="card balance" aria-label="Balance"><span>Balance</span><strong data-balance>${escapeHtml(context.money(context.balanceCents))}</strong></section>
<section class="card" aria-labelledby="next-title">
  <h2 id="next-title">Next draw</h2>
  <div class="draw"><div><strong data-draw-no>${escapeHtml(next.drawNo)}</strong><div class="small">Drawn <time data-draw-at datetime="${new Date(next.drawAt).toISOString()}"></time></div></div>
  <div style="text-align:right"><div class="small">Betting closes in</div><div class="count" data-countdown aria-live="off">—</div></div></div>
  <p class="small">Seed hash (SHA-256, published before the draw): <span data-seed-hash>${escapeHtml(next.seedHash)}</span></p>
</section>
${latest ? `<section class="card" aria-labelledby="latest-title"><h2 id="latest-title">Latest result · ${escapeHtml(latest.drawNo)}</h2><table class="ticket">${ticket}</table><p class="small">Server seed: ${escapeHtml(latest.serverSeed)}</p></section>` : ''}
<section class="card" aria-labelledby="bet-title">
  <h2 id="bet-title">Your bet</h2>
  <div class="types" role="group" aria-label="Bet type">${rules.map((r, i) => `<button type="button" data-type="${r.type}" aria-pressed="${i === 0}">${escapeHtml(r.name)}</button>`).join('')}</div>
  <p class="rule" data-rule aria-live="polite"></p>
  <div class="hundreds" data-hundreds role="group" aria-label="Hundreds digit">${Array.from({ length: 10 }, (_, d) => `<button type="button" data-h="${d}" aria-pressed="${d === 0}" aria-label="Hundreds ${d}">${d}__</button>`).join('')}</div>
  <div class="grid" data-grid role="group" aria-label="Numbers">${grid}</div>
  <p class="small" style="margin:8px 0 4px">Unit stake</p>
  <div class="units" role="group" aria-label="Unit stake">${view.units.map((u, i) => `<button type="button" data-unit="${u}" aria-pressed="${i === 0}">${escapeHtml(context.money(u).replace(/\.00$/, ''))}</button>`).join('')}</div>
  <div class="summary"><span>Picked: <strong data-picked>none</strong></span><span>Sub-orders: <strong data-subs>0</strong></span></div>
  <div class="summary"><span>Total stake</span><strong data-total>${escapeHtml(context.money(0))}</strong></div>
  <button type="button" class="place" data-place disabled>Place order</button>
  <div class="status" role="status" aria-live="polite" data-status></div>
</section>
<section class="card" aria-labelledby="orders-title">
  <h2 id="orders-title">My orders</h2>
  <ul class="orders" data-orders></ul>
  <p class="small">Orders also show in your account’s bet records and lottery orders, where an open one can be cancelled too.</p>
</section>
<section class="card">
  <details>
    <summary>Bet types, payouts and return</summary>
    <table class="pays"><thead><tr><th>Bet</th><th>Wins on</th><th class="n">Cost : pays</th><th class="n">RTP</th></tr></thead><tbody>${typeRows}</tbody></table>
    <p>Cost and pays are in units of your unit stake: a sub-order costs "cost" units; a hit pays "pays" units (lô: for every prize ending with the number). Each number (or xiên combination) is a sub-order. RTP is computed exactly from the draw's rules: every digit of every prize is drawn uniformly and independently.</p>
    <p>Betting on a draw closes ${next.schedule.kind === 'daily' ? '15 minutes' : `${Math.max(10, (next.schedule.minutes * 60) / 5)} seconds`} before it. An order can be cancelled until then, here or in your lottery orders: its stakes come back. At the draw every order is paid from the result.</p>
  </details>
  <details>
    <summary>Provably fair</summary>
    <p>The operator publishes each draw's seed hash before the draw and reveals the seed after it. The result is HMAC-SHA256(seed, "&lt;gameCode&gt;:&lt;drawNo&gt;:&lt;cursor&gt;") bytes, each digit a byte below 250 taken modulo 10, prize by prize in ticket order. We recompute it from the revealed seed (and check its hash) before paying.</p>
  </details>
</section>
</main>
<script type="application/json" id="lottery-data">${json}</script>
<script src="/games/demo/lottery/lottery.js" defer></script>
</body>
</html>
`;
}
