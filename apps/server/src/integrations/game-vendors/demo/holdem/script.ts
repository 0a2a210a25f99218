import { scriptOpening } from '../page-script.ts';

/**
 * The Hold'em page's script (served as a file: the site's CSP allows only its own scripts). The server runs
 * the table; the page polls its state every second and sends the player's moves.
 */
export const HOLDEM_SCRIPT = `(() => {
  ${scriptOpening('holdem')}
  const SUITS = { s: '♠', h: '♥', d: '♦', c: '♣' };
  const SUIT_NAMES = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
  const statusEl = $('[data-status]');
  const potEl = $('[data-pot]');
  const boardEl = $('[data-board]');
  const mineEl = $('[data-mine]');
  const sitBtn = $('[data-sit]');
  const controls = $('[data-controls]');
  const slider = $('[data-slider]');
  const amountEl = $('[data-amount]');
  const seedHashEl = $('[data-seed-hash]');
  const fairLast = $('[data-fair-last]');
  const blindsEl = $('[data-blinds]');
  const actBtns = [...root.querySelectorAll('[data-act]')];
  let state = data.state;
  let busy = false;

  function cardEl(code, cls) {
    const el = document.createElement('span');
    el.className = 'card' + (cls ? ' ' + cls : '');
    if (!code) { el.classList.add('back'); el.setAttribute('aria-label', 'face down card'); return el; }
    el.textContent = (code[0] === 'T' ? '10' : code[0]) + SUITS[code[1]];
    if (code[1] === 'h' || code[1] === 'd') el.classList.add('red');
    el.setAttribute('aria-label', (code[0] === 'T' ? '10' : code[0]) + ' of ' + SUIT_NAMES[code[1]]);
    return el;
  }
  function say(text, error) {
    statusEl.textContent = '';
    const s = document.createElement('span');
    s.textContent = text;
    if (error) s.className = 'error';
    statusEl.append(s);
  }
  function render() {
    const st = state;
    blindsEl.textContent = money(st.blinds.smallBlind) + ' / ' + money(st.blinds.bigBlind);
    seedHashEl.textContent = st.fairness.seedHash || '—';
    fairLast.textContent = st.fairness.last ? 'Last hand ' + st.fairness.last.hand + ': server seed ' + st.fairness.last.seed + ' (hash ' + st.fairness.last.seedHash + '), client seed ' + st.fairness.last.clientSeed + ', nonce 0.' : '';
    const hand = st.hand;
    potEl.textContent = hand ? 'Pot ' + money(hand.pot) : 'Waiting for players';
    boardEl.textContent = '';
    if (hand) hand.board.forEach((c) => boardEl.append(cardEl(c)));
    st.seats.forEach((s, i) => {
      const el = root.querySelector('[data-seat="' + i + '"]');
      el.className = 'seat s' + i;
      el.textContent = '';
      if (!s) { el.classList.add('empty'); el.textContent = 'Seat ' + (i + 1); el.setAttribute('aria-label', 'Seat ' + (i + 1) + ': empty'); return; }
      if (s.bot) el.classList.add('bot');
      if (st.you === i) el.classList.add('you');
      if (s.folded) el.classList.add('folded');
      if (hand && hand.toAct === i) el.classList.add('turn');
      const name = document.createElement('div');
      name.className = 'name';
      name.textContent = s.name + (st.you === i ? ' (you)' : '');
      if (s.bot) { const tag = document.createElement('span'); tag.className = 'tag'; tag.textContent = 'BOT'; name.prepend(tag, ' '); }
      const stack = document.createElement('div'); stack.className = 'stack'; stack.textContent = money(s.stack);
      const hole = document.createElement('div'); hole.className = 'hole';
      s.cards.forEach((c) => hole.append(cardEl(c)));
      el.append(name, stack, hole);
      if (s.bet) { const b = document.createElement('div'); b.className = 'bet'; b.textContent = 'Bet ' + money(s.bet); el.append(b); }
      el.setAttribute('aria-label', (s.bot ? 'BOT ' : '') + s.name + ', stack ' + money(s.stack) + (s.folded ? ', folded' : '') + (s.allIn ? ', all-in' : '') + (hand && hand.toAct === i ? ', to act' : ''));
    });
    mineEl.textContent = '';
    const me = st.you !== null ? st.seats[st.you] : null;
    if (me) me.cards.forEach((c) => mineEl.append(cardEl(c)));
    sitBtn.hidden = st.you !== null;
    controls.hidden = st.you === null;
    const o = hand && hand.options;
    for (const b of actBtns) {
      const a = b.dataset.act;
      b.disabled = busy || !o || (a === 'check' && !o.canCheck) || (a === 'call' && o.canCheck) || (a === 'raise' && !o.canRaise);
      if (a === 'call') b.textContent = o && !o.canCheck ? 'Call ' + money(o.toCall) : 'Call';
    }
    if (o && o.canRaise) {
      const keep = Number(slider.value);
      slider.min = String(o.minRaiseTo); slider.max = String(o.maxRaiseTo);
      slider.value = String(Math.min(Math.max(keep, o.minRaiseTo), o.maxRaiseTo));
      amountEl.textContent = money(Number(slider.value));
    }
    if (hand && hand.result) {
      const r = hand.result;
      const won = r.players.filter((p) => p.won > p.committed).map((p) => st.seats[p.seat] ? st.seats[p.seat].name + ' +' + money(p.won - p.committed) : '').filter(Boolean);
      const shown = r.showdown.map((x) => (st.seats[x.seat] ? st.seats[x.seat].name : 'Seat ' + (x.seat + 1)) + ': ' + x.name).join(' · ');
      say((won.join(', ') || 'Hand over') + (shown ? ' — ' + shown : '') + ' · rake ' + money(r.rake));
    } else if (o) say('Your turn: ' + Math.max(0, Math.ceil((hand.deadline - st.now) / 1000)) + ' s');
    else if (hand && hand.toAct !== null && st.seats[hand.toAct]) say(st.seats[hand.toAct].name + ' to act');
    else if (!hand && st.you !== null) say('Waiting for the next hand.');
  }
  async function call(path, extra) {
    const res = await fetch('/games/demo/holdem/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session, ...extra }) });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) { say(body.error || 'Something went wrong.', true); return null; }
    state = body; render(); return body;
  }
  slider.addEventListener('input', () => { amountEl.textContent = money(Number(slider.value)); });
  sitBtn.addEventListener('click', () => call('sit', {}));
  $('[data-leave]').addEventListener('click', () => call('leave', {}));
  for (const b of actBtns) b.addEventListener('click', async () => {
    if (busy) return;
    busy = true; render();
    const a = b.dataset.act;
    await call('act', a === 'raise' ? { action: 'raise', to: Number(slider.value) } : { action: a });
    busy = false; render();
  });
  render();
  setInterval(() => { if (!busy && !document.hidden) call('state', {}); }, 1000);
})();`;
