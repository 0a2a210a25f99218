import { LANGUAGE_TAGS } from '@lobby/contract';
import type { Language, PlayType, PrizeMode } from '@lobby/contract';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PAGE_STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #F1F5F9;
    background: radial-gradient(circle at 50% 0%, #1E293B 0%, #0B1120 60%, #05070D 100%); }
  main { width: min(420px, 100% - 32px); padding: 28px 24px; border-radius: 20px; text-align: center;
    background: rgba(15, 23, 42, 0.92); border: 1px solid rgba(245, 197, 66, 0.25);
    box-shadow: 0 20px 60px rgba(0, 0, 0, 0.55); }
  img { width: 160px; height: 160px; border-radius: 24px; display: block; margin: 0 auto 18px;
    box-shadow: 0 8px 30px rgba(0, 0, 0, 0.5); }
  h1 { margin: 0 0 6px; font-size: 24px; line-height: 1.25; }
  .vendor { margin: 0 0 20px; color: #94A3B8; font-size: 14px; letter-spacing: 0.04em; text-transform: uppercase; }
  .balance { margin: 0 0 8px; padding: 14px; border-radius: 14px; background: #0F172A; border: 1px solid #1E293B; }
  .balance span { display: block; color: #94A3B8; font-size: 13px; }
  .balance strong { display: block; margin-top: 4px; color: #F5C542; font-size: 26px; font-variant-numeric: tabular-nums; }
  .note { margin: 16px 0 22px; color: #CBD5E1; font-size: 14px; line-height: 1.5; }
  a.back { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 0 28px;
    border-radius: 999px; background: linear-gradient(180deg, #FDE68A, #F5C542 45%, #D9A21B);
    color: #1C1404; font-weight: 700; text-decoration: none; }
  a.back:focus-visible { outline: 3px solid #FDE68A; outline-offset: 3px; }
`;

function page(lang: Language, title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}${extraStyle}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface DemoGameView {
  nodeId: string;
  gameName: string;
  vendorName: string;
  /** the balance as shown, e.g. "₱12,345.67" */
  balance: string;
  returnUrl: string;
  language: Language;
  prizeMode?: PrizeMode;
  playType?: PlayType;
  /** set for games the demo vendor plays (Quick Spin): the play session and the stakes offered */
  play?: { session: string; stakes: Array<{ cents: number; label: string }>; rtp: string };
}

const PLAY_STYLE = `
  .stakes { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; margin: 14px 0 6px; border: 0; padding: 0; }
  .stakes legend { width: 100%; color: #94A3B8; font-size: 13px; margin-bottom: 6px; }
  .stakes label { position: relative; }
  .stakes input { position: absolute; opacity: 0; inset: 0; }
  .stakes span { display: inline-flex; min-width: 56px; min-height: 44px; align-items: center; justify-content: center;
    padding: 0 12px; border-radius: 12px; border: 1px solid #334155; background: #0F172A; font-weight: 700; }
  .stakes input:checked + span { border-color: #F5C542; color: #F5C542; box-shadow: 0 0 0 2px rgba(245,197,66,.25); }
  .stakes input:focus-visible + span { outline: 3px solid #FDE68A; outline-offset: 2px; }
  .reel { margin: 14px auto 4px; height: 64px; width: 200px; border-radius: 14px; background: #020617; border: 1px solid #1E293B;
    display: flex; align-items: center; justify-content: center; font-size: 32px; font-weight: 800; color: #F5C542;
    font-variant-numeric: tabular-nums; }
  .reel.spinning { animation: pulse .5s ease-in-out infinite alternate; }
  @keyframes pulse { from { opacity: .45 } to { opacity: 1 } }
  @media (prefers-reduced-motion: reduce) { .reel.spinning { animation: none; } }
  .outcome { min-height: 22px; margin: 4px 0 12px; font-weight: 600; }
  .outcome.win { color: #4ADE80; } .outcome.loss { color: #CBD5E1; } .outcome.error { color: #FCA5A5; }
  button.spin { display: block; width: 100%; min-height: 52px; border: 0; border-radius: 999px; font-size: 18px; font-weight: 800;
    background: linear-gradient(180deg, #FDE68A, #F5C542 45%, #D9A21B); color: #1C1404; cursor: pointer; margin-bottom: 12px; }
  button.spin:disabled { opacity: .6; cursor: progress; }
  button.spin:focus-visible { outline: 3px solid #FDE68A; outline-offset: 3px; }
  .rtp { color: #94A3B8; font-size: 12px; margin: 0 0 14px; }
`;

/** The demo game page: the game, the member's balance, Quick Spin where the vendor plays the game, the way back. */
export function demoGamePage(view: DemoGameView): string {
  const lottery = view.prizeMode ? ` · ${escapeHtml(view.prizeMode)}${view.playType ? ` · ${escapeHtml(view.playType)}` : ''}` : '';
  const head = `<img src="/media/games/${encodeURIComponent(view.nodeId)}.svg" alt="" width="160" height="160">
<h1>${escapeHtml(view.gameName)}</h1>
<p class="vendor">${escapeHtml(view.vendorName)}${lottery}</p>
<div class="balance"><span>Balance</span><strong data-balance>${escapeHtml(view.balance)}</strong></div>`;
  const back = `<a class="back" href="${escapeHtml(view.returnUrl)}">Back to lobby</a>`;
  if (!view.play) {
    return page(view.language, view.gameName, `${head}
<p class="note">Demo table: this game opens here when the provider is connected.</p>
${back}`);
  }
  const stakes = view.play.stakes
    .map((s, i) => `<label><input type="radio" name="stake" value="${s.cents}"${i === 0 ? ' checked' : ''}><span>${escapeHtml(s.label)}</span></label>`)
    .join('');
  return page(
    view.language,
    view.gameName,
    `${head}
<form id="play" data-session="${escapeHtml(view.play.session)}" data-node="${escapeHtml(view.nodeId)}">
<fieldset class="stakes"><legend>Stake</legend>${stakes}</fieldset>
<div class="reel" aria-hidden="true" data-reel>×0</div>
<p class="outcome" role="status" aria-live="polite" data-outcome></p>
<button class="spin" type="submit">Spin</button>
</form>
<p class="rtp">Quick Spin · return to player ${escapeHtml(view.play.rtp)}</p>
${back}
<script src="/games/demo/play.js" defer></script>`,
    PLAY_STYLE,
  );
}

/** The answer to a forged, expired or mismatched ticket. */
export function demoErrorPage(message: string, returnUrl = '/m/home'): string {
  return page(
    'EN',
    'Game unavailable',
    `<h1>Game unavailable</h1>
<p class="note">${escapeHtml(message)}</p>
<a class="back" href="${escapeHtml(returnUrl)}">Back to lobby</a>`,
  );
}

/** The page's script (served as a file: the site's CSP allows only its own scripts). */
export const PLAY_SCRIPT = `(() => {
  const form = document.getElementById('play');
  if (!form) return;
  const reel = form.querySelector('[data-reel]');
  const outcome = form.querySelector('[data-outcome]');
  const balance = document.querySelector('[data-balance]');
  const button = form.querySelector('button.spin');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const stake = Number(new FormData(form).get('stake'));
    button.disabled = true;
    reel.classList.add('spinning');
    outcome.className = 'outcome';
    outcome.textContent = 'Spinning…';
    try {
      const res = await fetch('/games/demo/api/spin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: form.dataset.session, stake }),
      });
      const data = await res.json();
      if (!res.ok) throw new Error(data.error || 'The spin did not go through.');
      reel.textContent = '×' + data.multiplier;
      balance.textContent = data.balance;
      outcome.className = 'outcome ' + (data.winCents > 0 ? 'win' : 'loss');
      outcome.textContent = data.winCents > 0 ? 'You win ' + data.win + '!' : 'No win this time.';
    } catch (err) {
      outcome.className = 'outcome error';
      outcome.textContent = err.message;
    } finally {
      reel.classList.remove('spinning');
      button.disabled = false;
    }
  });
})();
`;
