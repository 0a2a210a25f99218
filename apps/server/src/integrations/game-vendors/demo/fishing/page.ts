import { LANGUAGE_TAGS } from '@lobby/contract';
import type { DemoSession } from '../tickets.ts';
import { catchProbability, FISH_RTP, FISH_SPECIES } from './math.ts';
import { SCENE_H, SCENE_W } from './scene.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface FishingView {
  session: DemoSession;
  playSession: string;
  balanceCents: number;
  money: (cents: number) => string;
  stakes: number[];
}

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; overflow: hidden; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F8FAFC; background: #021526;
    -webkit-tap-highlight-color: transparent; touch-action: manipulation; }
  button { font: inherit; color: inherit; }
  .game { height: 100%; max-width: 560px; margin: 0 auto; display: flex; flex-direction: column; }
  header { flex: none; display: flex; align-items: center; gap: 8px; height: 56px; padding: 0 10px;
    background: linear-gradient(180deg, #04243F, #021A2E); border-bottom: 1px solid rgba(253,230,138,.25); }
  header a, header button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; height: 44px;
    border-radius: 14px; background: rgba(255,255,255,.08); border: 1px solid rgba(255,255,255,.16); text-decoration: none; color: #F8FAFC; cursor: pointer; }
  header a { padding: 0 12px 0 8px; gap: 2px; font-weight: 600; font-size: 14px; }
  header .title { flex: 1; min-width: 0; text-align: center; }
  header h1 { margin: 0; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  header p { margin: 0; font-size: 11px; color: rgba(248,250,252,.7); text-transform: uppercase; letter-spacing: .12em; }
  .sea { position: relative; flex: 1; min-height: 0; overflow: hidden; background: #03335A no-repeat 0 0 / 100% 100%; }
  .sea canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; touch-action: none; cursor: crosshair; }
  .toast { position: absolute; left: 50%; top: 10px; transform: translateX(-50%); max-width: calc(100% - 24px); pointer-events: none;
    padding: 6px 14px; border-radius: 16px; background: rgba(2,12,24,.72); border: 1px solid rgba(253,230,138,.45);
    color: #FDE68A; font-weight: 800; font-size: 14px; text-align: center; width: max-content; }
  .toast:empty { display: none; }
  .toast.error { color: #FECACA; border-color: rgba(248,113,113,.6); }
  .bar { flex: none; padding: 8px 10px calc(10px + env(safe-area-inset-bottom)); background: linear-gradient(0deg, #021222, #04243F);
    border-top: 1px solid rgba(253,230,138,.25); }
  .row { display: flex; gap: 8px; align-items: stretch; }
  .box { flex: 1; min-width: 0; padding: 6px 10px; border-radius: 14px; background: rgba(0,0,0,.35); border: 1px solid rgba(255,255,255,.14); }
  .box span { display: block; font-size: 11px; letter-spacing: .12em; text-transform: uppercase; color: rgba(248,250,252,.72); }
  .box strong { display: block; font-size: 17px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .box.balance strong { color: #FDE68A; }
  .row.stake { margin-top: 8px; align-items: center; }
  .stake .box { display: flex; align-items: baseline; justify-content: center; gap: 10px; padding: 10px; }
  .stake .box span { white-space: nowrap; }
  .stake .box strong { font-size: 18px; color: #FDE68A; overflow: visible; }
  .stake button, .auto, .info { flex: none; min-width: 44px; height: 44px; border-radius: 12px; border: 1px solid rgba(255,255,255,.22);
    background: rgba(255,255,255,.1); font-size: 22px; font-weight: 800; line-height: 1; cursor: pointer; }
  .stake button { width: 56px; height: 46px; }
  .stake button:disabled { opacity: .35; cursor: default; }
  .auto { align-self: stretch; height: auto; min-height: 44px; min-width: 120px; font-size: 16px; letter-spacing: .04em; background: linear-gradient(180deg, #FDE68A, #F59E0B); color: #2A1A00; border-color: #FDE68A; }
  .auto[aria-pressed="true"] { background: linear-gradient(180deg, #F87171, #B91C1C); color: #FFF; border-color: #FCA5A5; }
  button:focus-visible, a:focus-visible { outline: 3px solid #FDE68A; outline-offset: 2px; }
  .sheet { position: fixed; inset: 0; z-index: 20; display: none; background: rgba(2,4,10,.72); }
  .sheet.on { display: block; }
  .sheet section { position: absolute; left: 0; right: 0; bottom: 0; max-width: 560px; margin: 0 auto; max-height: 88%; overflow-y: auto;
    border-radius: 22px 22px 0 0; padding: 8px 18px 28px; background: #0B1B2E; border-top: 2px solid #F5C542; }
  .sheet .top { position: sticky; top: 0; display: flex; align-items: center; justify-content: space-between; padding: 8px 0; background: #0B1B2E; }
  .sheet h2 { margin: 0; font-size: 18px; }
  .sheet h3 { margin: 18px 0 8px; font-size: 13px; letter-spacing: .14em; text-transform: uppercase; color: #F5C542; }
  .sheet .close, .sheet .act { min-width: 44px; min-height: 44px; padding: 0 14px; border-radius: 12px; border: 1px solid rgba(255,255,255,.2);
    background: rgba(255,255,255,.08); cursor: pointer; font-size: 15px; }
  .sheet p, .sheet li { font-size: 14px; line-height: 1.5; color: #CBD5E1; }
  .sheet ul { padding-left: 18px; margin: 6px 0; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; font-variant-numeric: tabular-nums; }
  th, td { padding: 6px 4px; text-align: left; border-bottom: 1px solid rgba(255,255,255,.08); }
  th { font-size: 11px; letter-spacing: .1em; text-transform: uppercase; color: rgba(248,250,252,.72); font-weight: 600; }
  td.num, th.num { text-align: right; }
  .dot { display: inline-block; width: 12px; height: 12px; border-radius: 50%; margin-right: 8px; vertical-align: -1px; }
  code { font-size: 12px; word-break: break-all; color: #FDE68A; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** The fishing game's page: the sea (one canvas), the cannon's stake, auto-fire, the balance, the rules and fairness. */
export function fishingPage(view: FishingView): string {
  const { session } = view;
  const rtp = `${(FISH_RTP * 100).toFixed(2)}%`;
  const stakes = view.stakes.map((cents) => ({ cents, label: view.money(cents).replace(/\.00$/, '') }));
  const rows = FISH_SPECIES.map(
    (s) =>
      `<tr><td><span class="dot" style="background:${s.colors[0]}" aria-hidden="true"></span>${escapeHtml(s.name)}</td><td>${s.size}</td><td class="num">×${s.multiplier}</td><td class="num">${(catchProbability(s.multiplier) * 100).toFixed(2)}%</td></tr>`,
  ).join('');
  const data = {
    session: view.playSession,
    currency: session.currency,
    locale: LANGUAGE_TAGS[session.language],
    stakes,
    balanceCents: view.balanceCents,
    scene: { w: SCENE_W, h: SCENE_H },
    species: FISH_SPECIES.map((s) => ({ name: s.name, size: s.size, multiplier: s.multiplier, radius: s.radius, colors: s.colors })),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[session.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#021526">
<title>${escapeHtml(session.gameName)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="game" id="fishing">
<header>
  <a href="${escapeHtml(session.returnUrl)}" aria-label="Back to lobby"><span aria-hidden="true">‹</span> Lobby</a>
  <div class="title"><h1>${escapeHtml(session.gameName)}</h1><p>${escapeHtml(session.vendorName)} · RTP ${rtp}</p></div>
  <button type="button" class="info" data-open-help aria-label="Paytable, rules and fairness" aria-haspopup="dialog">i</button>
</header>
<div class="sea" data-sea>
  <canvas data-canvas role="img" aria-label="The sea: fish swim across; tap or drag to aim and shoot, each shot bets the cannon stake"></canvas>
  <div class="toast" data-toast role="status" aria-live="polite" aria-atomic="true"></div>
</div>
<div class="bar">
  <div class="row">
    <div class="box balance"><span>Balance</span><strong data-balance>${escapeHtml(view.money(view.balanceCents))}</strong></div>
    <button type="button" class="auto" data-auto aria-pressed="false">Auto</button>
  </div>
  <div class="row stake"><button type="button" data-stake-down aria-label="Lower cannon stake" disabled>−</button><div class="box"><span>Cannon</span><strong data-stake aria-live="polite">${escapeHtml(stakes[0]!.label)}</strong></div><button type="button" data-stake-up aria-label="Raise cannon stake">+</button></div>
</div>
</div>
<div class="sheet" data-help role="dialog" aria-modal="true" aria-labelledby="help-title">
<section>
  <div class="top"><h2 id="help-title">Paytable, rules &amp; fairness</h2><button type="button" class="close" data-close-help aria-label="Close">✕</button></div>
  <p>Return to player: <strong>${rtp}</strong> on every shot, whatever fish you aim at.</p>
  <h3>Fish</h3>
  <table><thead><tr><th>Fish</th><th>Size</th><th class="num">Pays</th><th class="num">Catch chance</th></tr></thead><tbody>${rows}</tbody></table>
  <h3>Rules</h3>
  <ul>
    <li>Each shot bets the cannon stake. Bullets bounce off the walls until they reach a fish; a bullet that reaches none within 4 seconds fades and costs nothing.</li>
    <li>When a bullet reaches a fish, the game server decides the catch: a fish paying ×M is caught with chance ${rtp} ÷ M, so every shot returns ${rtp} on average. A catch pays stake × M; a miss ends the shot's round at 0.</li>
    <li>The server knows where every fish is at every moment; a hit on a fish that is not there (or already caught) is refused and costs nothing.</li>
    <li>At most 8 shots a second and 12 waiting for an answer. Your balance follows the server's answers.</li>
  </ul>
  <h3>Provably fair</h3>
  <p>Server seed hash (committed before your shots): <code data-seed-hash>…</code></p>
  <p>Client seed: <code data-client-seed>…</code> · next nonce: <code data-nonce>0</code></p>
  <p>A shot's draw: HMAC-SHA256(key = server seed, message = "client seed:nonce:0"), read 4 bytes at a time as a big-endian number u; the first u below 4,294,920,000 gives d = u mod 120,000 (the cursor after ":" moves to 1, 2… if none of the 8 is). The shot catches a ×M fish when d &lt; 115,200 ÷ M. Ask for a new seed to reveal this one and check every shot played under it.</p>
  <p><button type="button" class="act" data-rotate>New seed (reveal this one)</button></p>
  <p data-revealed aria-live="polite"></p>
</section>
</div>
<script type="application/json" id="fishing-data">${json}</script>
<script src="/games/demo/fishing/fishing.js" defer></script>
</body>
</html>
`;
}
