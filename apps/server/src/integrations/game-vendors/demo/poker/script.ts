import { scriptOpening } from '../page-script.ts';

/**
 * The video poker page's script (served as a file: the site's CSP allows only its own scripts). The server
 * decides everything: the deal answers the five cards, the draw the final hand and the win; the page shows them.
 */
export const POKER_SCRIPT = `(() => {
  ${scriptOpening('poker')}
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const sleep = (ms) => new Promise((r) => setTimeout(r, reduced ? 0 : ms));
  const cardEls = [...root.querySelectorAll('[data-card]')];
  const holdEls = [...root.querySelectorAll('[data-hold]')];
  const coinEls = [...root.querySelectorAll('[data-coin]')];
  const valueEls = [...root.querySelectorAll('[data-value]')];
  const dealBtn = $('[data-deal]');
  const result = $('[data-result]');
  const balanceEl = $('[data-balance]');
  const betEl = $('[data-bet]');
  const winEl = $('[data-win]');
  const seedHashEl = $('[data-seed-hash]');
  const clientSeedEl = $('[data-client-seed]');
  const fairLast = $('[data-fair-last]');
  const SUITS = { s: '♠', h: '♥', d: '♦', c: '♣' };
  const SUIT_NAMES = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
  const RANK_NAMES = { T: '10', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };
  let coins = 5;
  let valueIndex = 0;
  let next = data.next;
  let hand = null; // { round, dealt, coins, coinCents }
  let holds = [false, false, false, false, false];
  let busy = false;
  clientSeedEl.value = Math.random().toString(36).slice(2, 12);

  const stake = () => coins * data.coinValues[valueIndex];
  function showBet() { betEl.textContent = money(hand ? hand.coins * hand.coinCents : stake()); }
  function setBalance(cents) { if (typeof cents === 'number') balanceEl.textContent = money(cents); }
  function say(title, text, error) {
    result.innerHTML = '';
    if (title) { const s = document.createElement('strong'); s.textContent = title; result.append(s); }
    if (text) { const t = document.createElement('span'); t.textContent = text; if (error) t.className = 'error'; result.append(t); }
  }
  function lightColumn(n) {
    root.querySelectorAll('[data-col]').forEach((td) => td.classList.toggle('col-on', Number(td.dataset.col) === n));
  }
  function lightRow(name) {
    root.querySelectorAll('[data-row]').forEach((tr) => tr.classList.toggle('lit', tr.dataset.row === name));
  }
  function paint(i, code) {
    const el = cardEls[i];
    if (!code) { el.className = 'card back'; el.setAttribute('aria-label', 'Card ' + (i + 1) + ': face down'); return; }
    const r = code[0], s = code[1];
    el.className = 'card' + (s === 'h' || s === 'd' ? ' red' : '') + (reduced ? '' : ' flip');
    el.querySelector('.rank').textContent = r === 'T' ? '10' : r;
    el.querySelector('.suit-small').textContent = SUITS[s];
    el.querySelector('.pip').textContent = SUITS[s];
    el.dataset.code = code;
    el.setAttribute('aria-label', 'Card ' + (i + 1) + ': ' + (RANK_NAMES[r] || r) + ' of ' + SUIT_NAMES[s]);
  }
  function setHold(i, on) {
    holds[i] = on;
    holdEls[i].setAttribute('aria-pressed', String(on));
    cardEls[i].setAttribute('aria-pressed', String(on));
    cardEls[i].classList.toggle('held', on);
    holdEls[i].textContent = on ? 'HELD' : 'HOLD';
  }
  function setPhase(phase) {
    const dealt = phase === 'dealt';
    holdEls.forEach((b) => (b.disabled = !dealt));
    coinEls.forEach((b) => (b.disabled = dealt));
    valueEls.forEach((b) => (b.disabled = dealt));
    dealBtn.textContent = dealt ? 'Draw' : 'Deal';
  }
  async function call(path, body) {
    const res = await fetch('/games/demo/poker/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session, ...body }) });
    let json = {};
    try { json = await res.json(); } catch {}
    return { ok: res.ok, status: res.status, json };
  }

  coinEls.forEach((b) => b.addEventListener('click', () => {
    coins = Number(b.dataset.coin);
    coinEls.forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    lightColumn(coins);
    showBet();
  }));
  valueEls.forEach((b) => b.addEventListener('click', () => {
    valueIndex = Number(b.dataset.value);
    valueEls.forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    showBet();
  }));
  holdEls.forEach((b, i) => b.addEventListener('click', () => { if (hand) setHold(i, !holds[i]); }));
  cardEls.forEach((b, i) => b.addEventListener('click', () => { if (hand) setHold(i, !holds[i]); }));

  async function deal() {
    busy = true;
    dealBtn.disabled = true;
    lightRow(null);
    winEl.textContent = '—';
    for (let i = 0; i < 5; i++) { setHold(i, false); paint(i, null); }
    const { ok, json } = await call('deal', { coins, coinCents: data.coinValues[valueIndex], clientSeed: clientSeedEl.value || 'player', commit: next.commit });
    if (!ok) {
      if (json.open) resume(json.open);
      else say('', json.error || 'The deal did not go through.', true);
      setBalance(json.balanceCents);
    } else {
      setBalance(json.balanceCents);
      hand = json;
      for (let i = 0; i < 5; i++) { paint(i, json.dealt[i]); await sleep(90); }
      setPhase('dealt');
      say('', 'Tap the cards to hold, then draw.');
    }
    showBet();
    busy = false;
    dealBtn.disabled = false;
  }

  async function draw() {
    busy = true;
    dealBtn.disabled = true;
    holdEls.forEach((b) => (b.disabled = true));
    const { ok, json } = await call('draw', { round: hand.round, holds });
    if (!ok) {
      say('', json.error || 'The draw did not go through.', true);
      busy = false;
      dealBtn.disabled = false;
      if (json.error && /already been drawn|No such hand/.test(json.error)) { hand = null; setPhase('idle'); } else holdEls.forEach((b) => (b.disabled = false));
      return;
    }
    for (let i = 0; i < 5; i++) {
      if (!holds[i]) { paint(i, null); await sleep(60); paint(i, json.final[i]); await sleep(60); }
    }
    setBalance(json.balanceCents);
    const won = json.winCents > 0;
    lightRow(won ? json.hand : null);
    winEl.textContent = won ? money(json.winCents) : '—';
    say(won ? json.handName : 'No win', won ? 'You win ' + money(json.winCents) : 'Jacks or better pays. Deal again.');
    fairLast.textContent = 'Last hand: server seed ' + json.fairness.serverSeed + ' (SHA-256 ' + json.fairness.seedHash + '), client seed ' + json.fairness.clientSeed + ', nonce 0.';
    next = json.next;
    seedHashEl.textContent = next.seedHash;
    hand = null;
    setPhase('idle');
    busy = false;
    dealBtn.disabled = false;
  }

  function resume(open) {
    hand = open;
    coins = open.coins;
    coinEls.forEach((x) => x.setAttribute('aria-pressed', String(Number(x.dataset.coin) === coins)));
    lightColumn(coins);
    const vi = data.coinValues.indexOf(open.coinCents);
    if (vi >= 0) { valueIndex = vi; valueEls.forEach((x) => x.setAttribute('aria-pressed', String(Number(x.dataset.value) === vi))); }
    for (let i = 0; i < 5; i++) { setHold(i, false); paint(i, open.dealt[i]); }
    setPhase('dealt');
    say('', 'Your hand is waiting: hold and draw.');
    showBet();
  }

  dealBtn.addEventListener('click', () => { if (!busy) (hand ? draw() : deal()); });
  if (data.open) resume(data.open);
  showBet();
})();
`;
