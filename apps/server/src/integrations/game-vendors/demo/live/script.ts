/**
 * The live table page's script (served as a file: the site's CSP allows only its own scripts). It watches the
 * table over a WebSocket (polling the state when the socket is down), draws the round the server decides
 * (cards, wheel, dice), places the player's chips with one POST per round, shows what they returned, and
 * verifies a revealed round in the browser (the seed's hash, then the result recomputed from the seed).
 */
export const LIVE_SCRIPT = `(() => {
  'use strict';
  const dataEl = document.getElementById('live-data');
  if (!dataEl) return;
  const data = JSON.parse(dataEl.textContent);
  const $ = (s) => document.querySelector(s);
  const $$ = (s) => Array.prototype.slice.call(document.querySelectorAll(s));
  let fmt;
  try { fmt = new Intl.NumberFormat(data.locale, { style: 'currency', currency: data.currency }); } catch (e) { fmt = { format: (v) => data.currency + ' ' + v.toFixed(2) }; }
  const money = (c) => fmt.format(c / 100);
  const reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const game = data.game;
  let state = null;
  let offset = 0;
  let chip = data.chips[0].cents;
  let stakes = {};
  let placed = null;
  let requestId = null;
  let mode = 'straight';
  let shownResult = 0;
  let shownBetting = 0;
  let placing = false;

  const announce = (text, won) => { const el = $('[data-announce]'); el.textContent = text; el.classList.toggle('won', !!won); };
  const setBalance = (c) => { if (typeof c === 'number') $('[data-balance]').textContent = money(c); };
  const labelOf = (spot) => data.labels[spot] || spot;
  const total = (o) => Object.keys(o).reduce((s, k) => s + o[k], 0);
  const serverNow = () => Date.now() + offset;
  const sleep = (ms) => new Promise((r) => setTimeout(r, reduce ? 0 : ms));

  // --- chips and spots ---
  $$('[data-chip]').forEach((b) => b.addEventListener('click', () => {
    chip = Number(b.dataset.chip);
    $$('[data-chip]').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
  }));
  const modeHelp = { straight: 'Straight up: tap a number (35:1).', split: 'Split: the number and the one to its right, or below it on the last column (17:1).', street: 'Street: the number\\'s row of three (11:1).', corner: 'Corner: the square of four from the number (8:1).', line: 'Line: the number\\'s row and the next, six numbers (5:1).' };
  $$('[data-mode]').forEach((b) => b.addEventListener('click', () => {
    mode = b.dataset.mode;
    $$('[data-mode]').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    $('[data-mode-help]').textContent = modeHelp[mode];
  }));
  function rouletteSpot(n) {
    if (n === 0 || mode === 'straight') return 'straight-' + n;
    const row = n - ((n - 1) % 3);
    if (mode === 'split') return n % 3 !== 0 ? 'split-' + n + '-' + (n + 1) : n <= 33 ? 'split-' + n + '-' + (n + 3) : 'split-' + (n - 1) + '-' + n;
    if (mode === 'street') return 'street-' + row;
    if (mode === 'corner') { let c = n % 3 === 0 ? n - 1 : n; if (c > 32) c -= 3; return 'corner-' + c; }
    return 'line-' + (row > 31 ? row - 3 : row);
  }
  function bettingOpen() { return state && state.round && state.round.phase === 'betting' && serverNow() < state.round.closesAt; }
  function addChip(spot) {
    if (!bettingOpen()) return announce('Bets are closed. Wait for the next round.');
    if (placed && placed.round === state.round.number) return announce('Your bets on this round are placed.');
    const next = (stakes[spot] || 0) + chip;
    if (next > data.limits.spot) return announce('That is over the table limit for one spot.');
    if (total(stakes) + chip > data.limits.round) return announce('That is over the table limit for one round.');
    stakes[spot] = next;
    requestId = null;
    drawStakes();
  }
  $$('[data-spot]').forEach((b) => b.addEventListener('click', () => addChip(b.dataset.spot)));
  $$('[data-number]').forEach((b) => b.addEventListener('click', () => addChip(rouletteSpot(Number(b.dataset.number)))));
  $('[data-clear]').addEventListener('click', () => { if (!placed || !state || placed.round !== state.round.number) { stakes = {}; requestId = null; drawStakes(); } });
  $('[data-place]').addEventListener('click', place);

  function drawStakes() {
    const mine = placed && state && state.round && placed.round === state.round.number ? placed.stakes : stakes;
    $$('[data-spot]').forEach((b) => {
      let m = b.querySelector('.mine');
      const v = mine[b.dataset.spot];
      if (v) { if (!m) { m = document.createElement('span'); m.className = 'mine'; b.appendChild(m); } m.textContent = money(v).replace(/\\.00$/, ''); }
      else if (m) m.remove();
    });
    const numbers = {};
    Object.keys(mine).forEach((s) => { const m = /^straight-(\\d+)$/.exec(s); if (m) numbers[m[1]] = mine[s]; });
    $$('[data-number]').forEach((b) => {
      let m = b.querySelector('.mine');
      const v = numbers[b.dataset.number];
      if (v) { if (!m) { m = document.createElement('span'); m.className = 'mine'; b.appendChild(m); } m.textContent = money(v).replace(/\\.00$/, ''); }
      else if (m) m.remove();
    });
    const t = total(mine);
    const groups = Object.keys(mine).filter((s) => !/^straight-/.test(s) || game !== 'roulette');
    const isPlaced = placed && state && state.round && placed.round === state.round.number;
    $('[data-total]').textContent = t ? (isPlaced ? 'Placed: ' : 'Chips: ') + money(t) + (game === 'roulette' && groups.length ? ' (' + groups.map(labelOf).join(', ') + ')' : '') : 'No chips placed';
    $('[data-place]').disabled = !t || !!isPlaced || placing || !bettingOpen();
  }

  async function place() {
    if (!bettingOpen() || !total(stakes) || placing) return;
    placing = true;
    drawStakes();
    if (!requestId) requestId = (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9_-]/g, '');
    try {
      const res = await fetch('/games/demo/live/bet', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session, requestId: requestId, stakes: stakes }) });
      const body = await res.json().catch(() => ({}));
      if (res.ok) {
        placed = { round: body.round, stakes: body.stakes };
        stakes = {};
        requestId = null;
        setBalance(body.balanceCents);
        announce('Bets placed: ' + money(body.stakeCents) + '. Good luck!');
      } else {
        setBalance(body.balanceCents);
        if (res.status !== 503) requestId = null;
        announce(body.error || 'The bet did not go through.');
      }
    } catch (e) {
      announce('No connection: your bets were not confirmed. Try again.');
    } finally {
      placing = false;
      drawStakes();
    }
  }

  // --- the table's state ---
  function onState(s) {
    offset = s.serverNow - Date.now();
    const before = state;
    state = s;
    if (s.streamUrl && !$('[data-video] video')) {
      const v = document.createElement('video');
      v.src = s.streamUrl; v.autoplay = true; v.muted = true; v.playsInline = true;
      $('[data-video]').appendChild(v); $('[data-video]').hidden = false; $('.dealer').style.display = 'none';
    }
    const r = s.round;
    $('[data-players]').textContent = s.players + (s.players === 1 ? ' player' : ' players');
    drawOthers();
    drawFeed();
    drawHistory();
    drawFair();
    if (!r) return;
    $('[data-round]').textContent = 'Round #' + r.number;
    if (r.phase === 'betting' && shownBetting !== r.number) {
      shownBetting = r.number;
      if (!placed || placed.round !== r.number) { if (placed) placed = null; }
      $$('.spot.winner').forEach((b) => b.classList.remove('winner'));
      idle();
      announce('Place your bets');
    }
    if (r.phase === 'result' && r.outcome && shownResult !== r.number) {
      shownResult = r.number;
      showResult(r, !before);
    }
    drawStakes();
  }

  function drawOthers() {
    const totals = state.totals || {};
    $$('[data-spot]').forEach((b) => { const t = totals[b.dataset.spot]; b.querySelector('[data-others]').textContent = t ? 'Σ ' + money(t).replace(/\\.00$/, '') : ''; });
    $$('[data-number]').forEach((b) => { const t = totals['straight-' + b.dataset.number]; b.querySelector('[data-others]').textContent = t ? 'Σ' + money(t).replace(/\\.00$/, '') : ''; });
  }
  function drawFeed() {
    const ul = $('[data-feed]');
    ul.textContent = '';
    if (!state.feed.length) { const li = document.createElement('li'); li.textContent = 'No bets yet this round'; ul.appendChild(li); return; }
    state.feed.forEach((f) => {
      const li = document.createElement('li');
      const a = document.createElement('span'); a.textContent = f.player + ' · ' + f.spots.map(labelOf).join(', ');
      const b = document.createElement('span'); b.textContent = money(f.cents);
      li.appendChild(a); li.appendChild(b); ul.appendChild(li);
    });
  }

  function tick() {
    const el = $('[data-timer]');
    if (!state || !state.round) return;
    const r = state.round;
    if (r.phase === 'betting') {
      const left = Math.max(0, Math.ceil((r.closesAt - serverNow()) / 1000));
      el.textContent = left > 0 ? left + ' s' : 'Closed';
      el.classList.toggle('low', left <= 5);
      if (left === 0 && shownBetting === r.number && !placing) { announce('No more bets'); shownBetting = -r.number; }
    } else {
      const next = Math.max(0, Math.ceil(((r.nextAt || 0) - serverNow()) / 1000));
      el.textContent = 'Next ' + next + ' s';
      el.classList.remove('low');
    }
    drawStakes();
  }
  setInterval(tick, 250);

  // --- drawing results ---
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = ['♠', '♥', '♦', '♣'];
  const cardText = (c) => RANKS[c.rank - 1] + SUITS[c.suit];
  function cardEl(c, third) {
    const d = document.createElement('div');
    d.className = 'card' + (c.suit === 1 || c.suit === 2 ? ' red' : '') + (third ? ' third' : '');
    d.textContent = cardText(c);
    d.setAttribute('aria-label', cardText(c));
    return d;
  }
  const ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
  const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
  let wheelTurn = 0;
  function wheelSvg() {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '-100 -100 200 200'); svg.setAttribute('class', 'wheel'); svg.setAttribute('aria-hidden', 'true');
    const a = (2 * Math.PI) / 37;
    ORDER.forEach((n, i) => {
      const a0 = i * a - a / 2 - Math.PI / 2, a1 = a0 + a;
      const p = document.createElementNS(ns, 'path');
      p.setAttribute('d', 'M0 0 L' + (96 * Math.cos(a0)).toFixed(2) + ' ' + (96 * Math.sin(a0)).toFixed(2) + ' A96 96 0 0 1 ' + (96 * Math.cos(a1)).toFixed(2) + ' ' + (96 * Math.sin(a1)).toFixed(2) + ' Z');
      p.setAttribute('fill', n === 0 ? '#15803D' : REDS.indexOf(n) >= 0 ? '#B91C1C' : '#111827');
      p.setAttribute('stroke', '#D4AF37'); p.setAttribute('stroke-width', '0.6');
      svg.appendChild(p);
      const t = document.createElementNS(ns, 'text');
      const m = i * a - Math.PI / 2;
      t.setAttribute('x', (82 * Math.cos(m)).toFixed(2)); t.setAttribute('y', (82 * Math.sin(m)).toFixed(2));
      t.setAttribute('fill', '#fff'); t.setAttribute('font-size', '9'); t.setAttribute('text-anchor', 'middle'); t.setAttribute('dominant-baseline', 'middle');
      t.setAttribute('transform', 'rotate(' + ((i * 360) / 37).toFixed(2) + ' ' + (82 * Math.cos(m)).toFixed(2) + ' ' + (82 * Math.sin(m)).toFixed(2) + ')');
      t.textContent = String(n);
      svg.appendChild(t);
    });
    const hub = document.createElementNS(ns, 'circle'); hub.setAttribute('r', '58'); hub.setAttribute('fill', '#4A2C12'); hub.setAttribute('stroke', '#D4AF37'); hub.setAttribute('stroke-width', '3'); svg.appendChild(hub);
    return svg;
  }
  const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
  function idle() {
    const box = $('[data-result]');
    box.textContent = '';
    if (game === 'roulette') { box.appendChild(wheelSvg()); const p = document.createElement('div'); p.className = 'pocket green'; p.textContent = '?'; p.setAttribute('data-pocket', ''); box.appendChild(p); }
    else if (game === 'sicbo') { const d = document.createElement('div'); d.className = 'dice'; for (let i = 0; i < 3; i++) { const e = document.createElement('div'); e.className = 'die'; e.textContent = DIE[i * 2]; d.appendChild(e); } box.appendChild(d); }
    else {
      const names = game === 'baccarat' ? ['Player', 'Banker'] : ['Dragon', 'Tiger'];
      names.forEach((n) => { const h = document.createElement('div'); h.className = 'hand'; h.innerHTML = '<h2>' + n + ' <b>–</b></h2><div class="cards"></div>'; box.appendChild(h); });
    }
  }
  function resultText(o) {
    if (o.game === 'baccarat') return (o.winner === 'tie' ? 'Tie' : o.winner === 'player' ? 'Player wins' : 'Banker wins') + ' ' + o.playerTotal + '-' + o.bankerTotal + (o.playerPair ? ', player pair' : '') + (o.bankerPair ? ', banker pair' : '');
    if (o.game === 'dragon-tiger') return o.winner === 'tie' ? 'Tie' : o.winner === 'dragon' ? 'Dragon wins' : 'Tiger wins';
    if (o.game === 'roulette') return o.pocket + ' ' + o.color;
    return o.dice.join('-') + ' (total ' + o.total + ')';
  }
  function winningSpots(o) {
    const w = [];
    if (o.game === 'baccarat') { w.push(o.winner); if (o.playerPair) w.push('player-pair'); if (o.bankerPair) w.push('banker-pair'); }
    else if (o.game === 'dragon-tiger') w.push(o.winner);
    else if (o.game === 'sicbo') { const t = o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2]; if (!t) w.push(o.total <= 10 ? 'small' : 'big'); else { w.push('any-triple'); w.push('triple-' + o.dice[0]); } w.push('total-' + o.total); o.dice.forEach((d) => { w.push('single-' + d); if (o.dice.filter((x) => x === d).length >= 2) w.push('double-' + d); }); for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) if (o.dice[a] < o.dice[b]) w.push('combo-' + o.dice[a] + '-' + o.dice[b]); }
    else { w.push('straight-' + o.pocket); if (o.pocket) { w.push(o.color); w.push(o.pocket % 2 ? 'odd' : 'even'); w.push(o.pocket <= 18 ? 'low' : 'high'); w.push('dozen-' + Math.ceil(o.pocket / 12)); w.push('column-' + (((o.pocket - 1) % 3) + 1)); } }
    return w;
  }
  async function showResult(r, late) {
    const o = r.outcome;
    const box = $('[data-result]');
    if (late) idle();
    // a player with chips on the round is brought back to the table to watch it (a long roulette board scrolls)
    const stage = $('[data-stage]');
    if (!late && placed && placed.round === r.number && stage.getBoundingClientRect().bottom < 60) window.scrollTo({ top: Math.max(0, stage.getBoundingClientRect().top + window.scrollY - 70), behavior: reduce ? 'auto' : 'smooth' });
    if (o.game === 'baccarat' || o.game === 'dragon-tiger') {
      if (!box.querySelector('.hand')) idle();
      const hands = box.querySelectorAll('.hand');
      const order = o.game === 'baccarat'
        ? [[0, o.player[0]], [1, o.banker[0]], [0, o.player[1]], [1, o.banker[1]]].concat(o.player[2] ? [[0, o.player[2], 1]] : []).concat(o.banker[2] ? [[1, o.banker[2], 1]] : [])
        : [[0, o.dragon], [1, o.tiger]];
      for (const step of order) { hands[step[0]].querySelector('.cards').appendChild(cardEl(step[1], step[2])); await sleep(late ? 0 : 550); }
      const totals = o.game === 'baccarat' ? [o.playerTotal, o.bankerTotal] : [RANKS[o.dragon.rank - 1], RANKS[o.tiger.rank - 1]];
      hands.forEach((h, i) => { h.querySelector('b').textContent = String(totals[i]); });
      const win = o.game === 'baccarat' ? { player: 0, banker: 1 }[o.winner] : { dragon: 0, tiger: 1 }[o.winner];
      if (win !== undefined) hands[win].classList.add('win');
    } else if (o.game === 'roulette') {
      if (!box.querySelector('.wheel')) idle();
      const wheel = box.querySelector('.wheel');
      const i = ORDER.indexOf(o.pocket);
      wheelTurn += 360 * 4 + ((360 - ((i * 360) / 37) - (wheelTurn % 360)) % 360 + 360) % 360;
      wheel.style.transform = 'rotate(' + wheelTurn + 'deg)';
      await sleep(late ? 0 : 4600);
      const p = box.querySelector('[data-pocket]');
      p.className = 'pocket ' + o.color; p.textContent = String(o.pocket);
    } else {
      if (!box.querySelector('.dice')) idle();
      const d = box.querySelector('.dice');
      d.classList.add('shake');
      await sleep(late ? 0 : 1800);
      d.classList.remove('shake');
      d.querySelectorAll('.die').forEach((e, i) => { e.textContent = DIE[o.dice[i] - 1]; e.setAttribute('aria-label', String(o.dice[i])); });
    }
    const wins = winningSpots(o);
    $$('[data-spot]').forEach((b) => b.classList.toggle('winner', wins.indexOf(b.dataset.spot) >= 0));
    $$('[data-number]').forEach((b) => b.classList.toggle('winner', wins.indexOf('straight-' + b.dataset.number) >= 0));
    announce(resultText(o));
    if (placed && placed.round === r.number) await showMine(r.number);
  }
  async function showMine(number) {
    for (let i = 0; i < 12; i++) {
      try {
        const res = await fetch('/games/demo/live/mine', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session }) });
        const body = await res.json();
        if (body.bet && body.bet.round === number && body.bet.status !== 'taken' && body.bet.status !== 'pending') {
          setBalance(body.balanceCents);
          const ret = body.bet.returnCents || 0;
          const text = resultText(state.history.length ? state.history[state.history.length - 1].outcome : state.round.outcome);
          if (ret > 0) announce(text + ' · You get ' + money(ret) + ' (staked ' + money(body.bet.stakeCents) + ')', ret > body.bet.stakeCents);
          else announce(text + ' · No win this round');
          return;
        }
      } catch (e) { /* retried */ }
      await new Promise((r) => setTimeout(r, 700));
    }
  }

  // --- roads and history ---
  function drawHistory() {
    const h = state.history || [];
    if (game === 'baccarat' || game === 'dragon-tiger') {
      const code = (o) => (o.winner === 'tie' ? 'T' : o.winner === 'player' ? 'P' : o.winner === 'banker' ? 'B' : o.winner === 'dragon' ? 'D' : 'T2');
      const letter = (c) => ({ P: 'P', B: 'B', T: game === 'baccarat' ? 'T' : '=', D: 'D', T2: 'T' })[c];
      const bead = $('[data-bead]'); bead.textContent = '';
      h.forEach((x) => { const i = document.createElement('i'); const c = code(x.outcome); i.className = c; i.textContent = letter(c); bead.appendChild(i); });
      const big = $('[data-bigroad]'); big.textContent = '';
      const cells = {}; let col = -1, row = 0, start = -1, last = null, lastCell = null;
      h.forEach((x) => {
        const c = code(x.outcome);
        if (c === 'T') { if (lastCell) lastCell.tie = true; return; }
        if (c !== last) { start += 1; while (cells[start + ',0']) start += 1; col = start; row = 0; }
        else if (row < 5 && !cells[col + ',' + (row + 1)]) row += 1;
        else col += 1;
        lastCell = { c: c, col: col, row: row };
        cells[col + ',' + row] = lastCell;
        last = c;
      });
      Object.keys(cells).forEach((k) => { const v = cells[k]; const i = document.createElement('i'); i.className = v.c + (v.tie ? ' tie' : ''); i.style.gridColumn = String(v.col + 1); i.style.gridRow = String(v.row + 1); big.appendChild(i); });
    } else {
      const strip = $('[data-strip]'); strip.textContent = '';
      h.slice(-24).reverse().forEach((x) => { const s = document.createElement('span'); const o = x.outcome; if (o.game === 'roulette') { s.className = o.color; s.textContent = String(o.pocket); } else { s.textContent = o.dice.join('') + ' · ' + o.total; } strip.appendChild(s); });
    }
  }
  function drawFair() {
    if (state.round) $('[data-hash]').textContent = state.round.seedHash;
    const last = state.history[state.history.length - 1];
    if (!last) return;
    $('[data-last-round]').textContent = '#' + last.number + ': ' + resultText(last.outcome);
    $('[data-seed]').textContent = last.seed;
    $('[data-last-hash]').textContent = last.seedHash;
    $('[data-verify]').disabled = false;
  }

  // --- verification: the same stream as the server's ---
  const enc = (t) => new TextEncoder().encode(t);
  const hex = (buf) => Array.prototype.map.call(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
  async function fairStream(seed, round) {
    const key = await crypto.subtle.importKey('raw', enc(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    let block = 0; let words = [];
    const next = async () => { if (!words.length) { const v = new DataView(await crypto.subtle.sign('HMAC', key, enc(round + ':' + block++))); for (let i = 0; i < 8; i++) words.push(v.getUint32(i * 4)); } return words.shift(); };
    return { int: async (n) => { const limit = 4294967296 - (4294967296 % n); for (;;) { const w = await next(); if (w < limit) return w % n; } } };
  }
  async function recompute(g, seed, round) {
    const s = await fairStream(seed, round);
    if (g === 'roulette') { const p = await s.int(37); return { game: g, pocket: p, color: p === 0 ? 'green' : REDS.indexOf(p) >= 0 ? 'red' : 'black' }; }
    if (g === 'sicbo') { const d = [await s.int(6) + 1, await s.int(6) + 1, await s.int(6) + 1]; return { game: g, dice: d, total: d[0] + d[1] + d[2] }; }
    const shoe = []; for (let i = 0; i < 416; i++) shoe.push(i);
    let k = 0;
    const draw = async () => { const j = k + await s.int(416 - k); const t = shoe[k]; shoe[k] = shoe[j]; shoe[j] = t; const c = shoe[k++]; return { rank: (c % 13) + 1, suit: Math.floor(c / 13) % 4 }; };
    if (g === 'dragon-tiger') { const d = await draw(); const t = await draw(); return { game: g, dragon: d, tiger: t, winner: d.rank > t.rank ? 'dragon' : t.rank > d.rank ? 'tiger' : 'tie' }; }
    const v = (c) => (c.rank >= 10 ? 0 : c.rank);
    const tot = (cs) => cs.reduce((a, c) => a + v(c), 0) % 10;
    const p1 = await draw(), b1 = await draw(), p2 = await draw(), b2 = await draw();
    const player = [p1, p2], banker = [b1, b2];
    const pt = tot(player), bt = tot(banker);
    if (pt < 8 && bt < 8) {
      let third = null;
      if (pt <= 5) { const c = await draw(); player.push(c); third = v(c); }
      const draws = third === null ? bt <= 5 : bt <= 2 ? true : bt === 3 ? third !== 8 : bt === 4 ? third >= 2 && third <= 7 : bt === 5 ? third >= 4 && third <= 7 : bt === 6 ? third === 6 || third === 7 : false;
      if (draws) banker.push(await draw());
    }
    const ptf = tot(player), btf = tot(banker);
    return { game: g, player: player, banker: banker, playerTotal: ptf, bankerTotal: btf, winner: ptf > btf ? 'player' : btf > ptf ? 'banker' : 'tie', playerPair: p1.rank === p2.rank, bankerPair: b1.rank === b2.rank };
  }
  $('[data-verify]').addEventListener('click', async () => {
    const out = $('[data-verdict]');
    const last = state && state.history[state.history.length - 1];
    if (!last) return;
    if (!window.crypto || !crypto.subtle) { out.textContent = 'Verification needs a secure (https) connection in this browser.'; return; }
    const hash = hex(await crypto.subtle.digest('SHA-256', enc(last.seed)));
    const again = await recompute(game, last.seed, last.number);
    const same = JSON.stringify(again) === JSON.stringify(last.outcome);
    out.className = hash === last.seedHash && same ? 'ok' : 'bad';
    out.textContent = (hash === last.seedHash ? '✓ The seed hashes to the hash published before round #' + last.number + '. ' : '✗ The seed does not match the published hash. ') + (same ? '✓ Recomputed from the seed: ' + resultText(again) + '.' : '✗ The seed gives another result: ' + resultText(again) + '.');
  });

  // --- the socket, and polling while it is down ---
  let socketUp = false;
  function connect() {
    let ws;
    try { ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/games/demo/live/socket?table=' + encodeURIComponent(data.table)); } catch (e) { setTimeout(connect, 2000); return; }
    ws.onopen = () => { socketUp = true; };
    ws.onmessage = (ev) => { try { const m = JSON.parse(ev.data); if (m.type === 'state') onState(m.state); } catch (e) { /* ignored */ } };
    ws.onclose = () => { socketUp = false; setTimeout(connect, 1500); };
  }
  async function poll() {
    if (!socketUp) {
      try { const res = await fetch('/games/demo/live/state?table=' + encodeURIComponent(data.table)); if (res.ok) onState(await res.json()); } catch (e) { /* retried */ }
    }
    setTimeout(poll, 2000);
  }
  idle();
  connect();
  setTimeout(poll, 2500);
})();
`;
