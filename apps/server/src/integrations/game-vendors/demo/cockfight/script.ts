/**
 * The cockfight pit's script (served as a file: the site's CSP allows only its own scripts): watches the chosen
 * table (fixed odds or the pool) over a WebSocket, shows the last call, animates the fight the server decided,
 * places the player's chips with one POST per fight and shows what they returned; verifies a revealed fight.
 */
export const COCKFIGHT_SCRIPT = `(() => {
  'use strict';
  const dataEl = document.getElementById('pit-data');
  if (!dataEl) return;
  const data = JSON.parse(dataEl.textContent);
  const $ = (s) => document.querySelector(s);
  const $$ = (s) => Array.prototype.slice.call(document.querySelectorAll(s));
  let fmt;
  try { fmt = new Intl.NumberFormat(data.locale, { style: 'currency', currency: data.currency }); } catch (e) { fmt = { format: (v) => data.currency + ' ' + v.toFixed(2) }; }
  const money = (c) => fmt.format(c / 100);
  const reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let game = 'sabong';
  let table = data.tables[game];
  let state = null, offset = 0, chip = data.chips[0].cents, stakes = {}, placed = {}, requestId = null, shown = {}, placing = false, ws = null, socketUp = false;
  const LABELS = { meron: 'Meron', wala: 'Wala', draw: 'Draw' };
  const announce = (t, won) => { const el = $('[data-announce]'); el.textContent = t; el.classList.toggle('won', !!won); };
  const total = (o) => Object.keys(o).reduce((s, k) => s + o[k], 0);
  const now = () => Date.now() + offset;
  const words = (o) => (o.winner === 'draw' ? 'Draw' : o.winner === 'meron' ? 'Meron wins' : 'Wala wins');
  const open = () => state && state.round && state.round.phase === 'betting' && now() < state.round.closesAt;
  const mineNow = () => (state && state.round && placed[table] && placed[table].round === state.round.number ? placed[table].stakes : null);

  $$('[data-chip]').forEach((b) => b.addEventListener('click', () => { chip = Number(b.dataset.chip); $$('[data-chip]').forEach((x) => x.setAttribute('aria-pressed', String(x === b))); }));
  $$('[data-tab]').forEach((b) => b.addEventListener('click', () => {
    if (b.dataset.tab === game) return;
    game = b.dataset.tab; table = data.tables[game]; stakes = {}; requestId = null; state = null;
    $$('[data-tab]').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    announce('Connecting to the ' + (game === 'sabong' ? 'fixed-odds' : 'pool') + ' table…');
    if (ws) ws.close();
  }));
  $$('[data-spot]').forEach((b) => b.addEventListener('click', () => {
    if (!open()) return announce('Betting is closed. Wait for the next fight.');
    if (mineNow()) return announce('Your bets on this fight are placed.');
    const spot = b.dataset.spot;
    if ((stakes[spot] || 0) + chip > data.limits.spot || total(stakes) + chip > data.limits.round) return announce('That is over the limit.');
    stakes[spot] = (stakes[spot] || 0) + chip; requestId = null; draw();
  }));
  $('[data-clear]').addEventListener('click', () => { if (!mineNow()) { stakes = {}; requestId = null; draw(); } });
  $('[data-place]').addEventListener('click', async () => {
    if (!open() || !total(stakes) || placing) return;
    placing = true; draw();
    if (!requestId) requestId = (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9_-]/g, '');
    try {
      const res = await fetch('/games/demo/cockfight/bet', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session, table: table, requestId: requestId, stakes: stakes }) });
      const body = await res.json().catch(() => ({}));
      if (typeof body.balanceCents === 'number') $('[data-balance]').textContent = money(body.balanceCents);
      if (res.ok) { placed[table] = { round: body.round, stakes: body.stakes }; stakes = {}; requestId = null; announce('Bets placed: ' + money(body.stakeCents) + '.'); }
      else { if (res.status !== 503) requestId = null; announce(body.error || 'The bet did not go through.'); }
    } catch (e) { announce('No connection: your bets were not confirmed. Try again.'); }
    placing = false; draw();
  });

  function draw() {
    const mine = mineNow() || stakes;
    const totals = (state && state.totals) || {};
    $$('[data-spot]').forEach((b) => {
      const s = b.dataset.spot;
      let m = b.querySelector('.mine');
      if (mine[s]) { if (!m) { m = document.createElement('span'); m.className = 'mine'; b.appendChild(m); } m.textContent = money(mine[s]).replace(/\\.00$/, ''); } else if (m) m.remove();
      b.querySelector('[data-others]').textContent = totals[s] ? 'Σ ' + money(totals[s]).replace(/\\.00$/, '') : '';
    });
    ['meron', 'wala'].forEach((side) => {
      const el = $('[data-price="' + side + '"]');
      if (game === 'sabong') { el.textContent = '0.92:1'; $('[data-spot="' + side + '"]').setAttribute('aria-label', LABELS[side] + ', pays 0.92:1'); return; }
      const on = totals[side] || 0, pool = (totals.meron || 0) + (totals.wala || 0);
      const price = on ? Math.max(1, (pool * 0.95) / on) : null;
      el.textContent = price ? 'pays x' + price.toFixed(2) : 'pool';
      $('[data-spot="' + side + '"]').setAttribute('aria-label', LABELS[side] + (price ? ', the pool pays ' + price.toFixed(2) + ' times the stake now' : ', pool bet'));
    });
    const t = total(mine);
    $('[data-total]').textContent = t ? (mineNow() ? 'Placed: ' : 'Chips: ') + money(t) : 'No chips placed';
    $('[data-place]').disabled = !t || !!mineNow() || placing || !open();
  }

  function tick() {
    if (!state || !state.round) return;
    const r = state.round, el = $('[data-timer]');
    if (r.phase === 'betting') {
      const left = Math.max(0, Math.ceil((r.closesAt - now()) / 1000));
      el.textContent = left === 0 ? 'Closed' : left <= 5 ? 'Last call ' + left + ' s' : left + ' s';
      el.classList.toggle('last', left > 0 && left <= 5);
    } else { el.textContent = 'Next ' + Math.max(0, Math.ceil(((r.nextAt || 0) - now()) / 1000)) + ' s'; el.classList.remove('last'); }
    draw();
  }
  setInterval(tick, 250);

  async function fight(r, late) {
    const ring = $('[data-ring]');
    $$('[data-rooster]').forEach((x) => x.classList.remove('lost'));
    $$('[data-spot]').forEach((b) => b.classList.remove('winner'));
    if (!late) { ring.classList.add('fighting'); announce('Fight!'); await new Promise((res) => setTimeout(res, reduce ? 0 : 700 * r.outcome.exchanges)); ring.classList.remove('fighting'); }
    const o = r.outcome;
    if (o.winner !== 'draw') $('[data-rooster="' + (o.winner === 'meron' ? 'wala' : 'meron') + '"]').classList.add('lost');
    $('[data-spot="' + o.winner + '"]').classList.add('winner');
    announce(words(o) + ' (fight #' + r.number + ')');
    const mine = placed[table];
    if (!late && mine && mine.round === r.number) {
      for (let i = 0; i < 12; i++) {
        try {
          const res = await fetch('/games/demo/cockfight/mine', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session, table: table }) });
          const body = await res.json();
          if (body.bet && body.bet.round === r.number && body.bet.status !== 'taken' && body.bet.status !== 'pending') {
            if (typeof body.balanceCents === 'number') $('[data-balance]').textContent = money(body.balanceCents);
            const ret = body.bet.returnCents || 0;
            announce(words(o) + (ret ? ' · You get ' + money(ret) : ' · No win this fight'), ret > body.bet.stakeCents);
            return;
          }
        } catch (e) { /* retried */ }
        await new Promise((res) => setTimeout(res, 700));
      }
    }
  }

  function onState(s) {
    if (s.table !== table) return;
    offset = s.serverNow - Date.now();
    const first = !state;
    state = s;
    const r = s.round;
    $('[data-players]').textContent = s.players + (s.players === 1 ? ' player' : ' players');
    const ul = $('[data-feed]'); ul.textContent = '';
    s.feed.forEach((f) => { const li = document.createElement('li'); const a = document.createElement('span'); a.textContent = f.player + ' · ' + f.spots.map((x) => LABELS[x] || x).join(', '); const b = document.createElement('span'); b.textContent = money(f.cents); li.appendChild(a); li.appendChild(b); ul.appendChild(li); });
    const h = $('[data-history]'); h.textContent = '';
    s.history.slice(-40).forEach((x) => { const e = document.createElement('span'); e.className = x.outcome.winner; e.textContent = x.outcome.winner === 'draw' ? 'D' : x.outcome.winner === 'meron' ? 'M' : 'W'; e.title = '#' + x.number; h.appendChild(e); });
    const last = s.history[s.history.length - 1];
    if (r) $('[data-hash]').textContent = r.seedHash;
    if (last) { $('[data-last]').textContent = '#' + last.number + ': ' + words(last.outcome); $('[data-seed]').textContent = last.seed; $('[data-verify]').disabled = false; }
    if (r) {
      $('[data-round]').textContent = 'Fight #' + r.number;
      const key = table + ':' + r.number + ':' + r.phase;
      if (!shown[key]) {
        shown[key] = true;
        if (r.phase === 'betting') { $$('[data-rooster]').forEach((x) => x.classList.remove('lost')); $$('[data-spot]').forEach((b) => b.classList.remove('winner')); announce('Place your bets'); }
        else if (r.outcome) fight(r, first);
      }
    }
    draw();
  }

  const enc = (t) => new TextEncoder().encode(t);
  const hex = (b) => Array.prototype.map.call(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('');
  $('[data-verify]').addEventListener('click', async () => {
    const out = $('[data-verdict]');
    const last = state && state.history[state.history.length - 1];
    if (!last) return;
    if (!window.crypto || !crypto.subtle) { out.textContent = 'Verification needs a secure (https) connection in this browser.'; return; }
    const hash = hex(await crypto.subtle.digest('SHA-256', enc(last.seed)));
    const key = await crypto.subtle.importKey('raw', enc(last.seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const v = new DataView(await crypto.subtle.sign('HMAC', key, enc(last.number + ':0')));
    let i = 0, w;
    const limit = 4294967296 - (4294967296 % 1000);
    do { w = v.getUint32(i * 4); i++; } while (w >= limit && i < 8);
    const n = w % 1000;
    const winner = n < 20 ? 'draw' : n < 510 ? 'meron' : 'wala';
    const ok = hash === last.seedHash && winner === last.outcome.winner;
    out.className = ok ? 'ok' : 'bad';
    out.textContent = (hash === last.seedHash ? '✓ The seed matches the hash published before fight #' + last.number + '. ' : '✗ The seed does not match the published hash. ') + (winner === last.outcome.winner ? '✓ Recomputed: ' + words({ winner: winner }) + '.' : '✗ The seed gives ' + words({ winner: winner }) + '.');
  });

  function connect() {
    const mine = table;
    try { ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/games/demo/cockfight/socket?table=' + encodeURIComponent(mine)); } catch (e) { setTimeout(connect, 2000); return; }
    ws.onopen = () => { socketUp = true; };
    ws.onmessage = (ev) => { try { const m = JSON.parse(ev.data); if (m.type === 'state') onState(m.state); } catch (e) { /* ignored */ } };
    ws.onclose = () => { socketUp = false; setTimeout(connect, mine === table ? 1500 : 0); };
  }
  async function poll() {
    if (!socketUp) { try { const res = await fetch('/games/demo/cockfight/state?table=' + encodeURIComponent(table)); if (res.ok) onState(await res.json()); } catch (e) { /* retried */ } }
    setTimeout(poll, 2000);
  }
  connect();
  setTimeout(poll, 2500);
})();
`;
