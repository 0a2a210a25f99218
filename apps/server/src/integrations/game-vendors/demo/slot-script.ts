import { scriptOpening } from './page-script.ts';

/**
 * The slot page's script (served as a file: the site's CSP allows only its own scripts). It animates what the
 * server decided: one POST per paid spin answers the whole round (the spin and its free spins) with the
 * balance after the bet and after the win; the page plays the round back and never decides anything.
 */
export const SLOT_SCRIPT = `(() => {
  ${scriptOpening('slot')}
  const reels = [...root.querySelectorAll('.reel')];
  const strips = reels.map((r) => r.querySelector('.strip'));
  const linesSvg = $('[data-lines]');
  const windowEl = $('[data-window]');
  const meter = $('[data-meter]');
  const balanceEl = $('[data-balance]');
  const betEl = $('[data-bet]');
  const spinBtn = $('[data-spin]');
  const freeEl = $('[data-free]');
  const banner = root.querySelector('[data-banner]');
  const betDown = $('[data-bet-down]');
  const betUp = $('[data-bet-up]');
  const help = document.querySelector('[data-help]');
  const soundBtn = $('[data-sound]');
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const sleep = (ms) => new Promise((r) => setTimeout(r, reduced ? Math.min(ms, 120) : ms));
  let stakeIndex = 0;
  let busy = false;
  let fast = false;
  let current = data.reels.map((strip) => [strip[0], strip[1], strip[2]]);

  // --- sound (off by default; remembered) ---
  let audio = null;
  let soundOn = false;
  try { soundOn = localStorage.getItem('demo-slot-sound') === 'on'; } catch {}
  const showSound = () => {
    soundBtn.setAttribute('aria-pressed', String(soundOn));
    root.querySelector('[data-sound-label]').textContent = soundOn ? 'Sound on' : 'Sound off';
    soundBtn.style.opacity = soundOn ? '1' : '.55';
  };
  showSound();
  soundBtn.addEventListener('click', () => {
    soundOn = !soundOn;
    try { localStorage.setItem('demo-slot-sound', soundOn ? 'on' : 'off'); } catch {}
    showSound();
  });
  const tone = (freq, ms, type = 'triangle', gain = 0.05, delay = 0) => {
    if (!soundOn) return;
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      const t = audio.currentTime + delay / 1000;
      const o = audio.createOscillator();
      const g = audio.createGain();
      o.type = type;
      o.frequency.value = freq;
      g.gain.setValueAtTime(gain, t);
      g.gain.exponentialRampToValueAtTime(0.0001, t + ms / 1000);
      o.connect(g).connect(audio.destination);
      o.start(t);
      o.stop(t + ms / 1000);
    } catch {}
  };
  const chime = (big) => [523, 659, 784, 1047].slice(0, big ? 4 : 3).forEach((f, i) => tone(f, 260, 'sine', 0.06, i * 90));

  // --- reels ---
  const svg = (id) => '<svg viewBox="0 0 100 100" aria-hidden="true"><use href="#sym-' + id + '"/></svg>';
  const cells = (ids) => ids.map((id) => '<div class="cell">' + svg(id) + '</div>').join('');
  const filler = (r, n) => {
    const strip = data.reels[r];
    const start = Math.floor(Math.random() * strip.length);
    return Array.from({ length: n }, (_, i) => strip[(start + i) % strip.length]);
  };
  const clearWins = () => {
    linesSvg.innerHTML = '';
    root.querySelectorAll('.cell.hit, .cell.dim').forEach((c) => c.classList.remove('hit', 'dim'));
  };
  const startSpin = () => {
    clearWins();
    reels.forEach((reel, r) => {
      const loop = filler(r, 6);
      strips[r].style.transition = 'none';
      strips[r].style.transform = '';
      strips[r].innerHTML = cells(loop.concat(loop));
      reel.classList.add('spinning');
    });
    tone(180, 120, 'sawtooth', 0.02);
  };
  const stopReels = async (grid) => {
    const dur = fast ? 220 : 420;
    for (let r = 0; r < reels.length; r++) {
      if (r > 0) await sleep(fast ? 60 : 150);
      const ids = grid[r].concat(filler(r, 5), current[r]);
      const n = ids.length;
      const strip = strips[r];
      reels[r].classList.remove('spinning');
      strip.innerHTML = cells(ids);
      strip.style.transition = 'none';
      strip.style.transform = 'translateY(-' + ((n - 3) / n) * 100 + '%)';
      void strip.offsetHeight;
      strip.style.transition = reduced ? 'none' : 'transform ' + dur + 'ms cubic-bezier(.2,.9,.3,1.12)';
      strip.style.transform = 'translateY(0)';
      setTimeout(() => tone(140 + r * 30, 70, 'square', 0.025), reduced ? 0 : dur - 60);
    }
    await sleep(dur + 40);
    windowEl.setAttribute('aria-label', 'Reels: ' + [0, 1, 2].map((row) => grid.map((col) => data.symbols[col[row]]).join(', ')).join('; '));
    strips.forEach((strip, r) => {
      strip.style.transition = 'none';
      strip.style.transform = '';
      strip.innerHTML = cells(grid[r]);
    });
    current = grid;
  };
  const restoreReels = () => {
    reels.forEach((reel, r) => {
      reel.classList.remove('spinning');
      strips[r].style.transition = 'none';
      strips[r].style.transform = '';
      strips[r].innerHTML = cells(current[r]);
    });
  };
  const cellAt = (r, row) => strips[r].children[row];
  const showWins = (spin) => {
    const hit = new Set();
    const parts = [];
    spin.lines.forEach((w, i) => {
      const line = data.lines[w.line];
      const color = data.lineColors[w.line % data.lineColors.length];
      const pts = line.map((row, r) => (r * 10 + 5) + ',' + (row * 10 + 5)).join(' ');
      parts.push('<polyline points="' + pts + '" stroke="' + color + '"/>');
      for (let r = 0; r < w.count; r++) hit.add(r + ':' + line[r]);
    });
    if (spin.scatters >= 3) {
      spin.grid.forEach((col, r) => col.forEach((id, row) => { if (id === 1) hit.add(r + ':' + row); }));
    }
    linesSvg.innerHTML = parts.join('');
    if (hit.size) {
      for (let r = 0; r < reels.length; r++) for (let row = 0; row < 3; row++) {
        const cell = cellAt(r, row);
        if (cell) cell.classList.add(hit.has(r + ':' + row) ? 'hit' : 'dim');
      }
    }
  };
  const describe = (spin) => {
    if (!spin.lines.length && spin.scatters < 3) return '';
    const best = spin.lines.slice().sort((a, b) => b.winCents - a.winCents)[0];
    const bits = [];
    if (best) bits.push(data.symbols[best.symbol] + ' ×' + best.count + ' on line ' + (best.line + 1) + (spin.lines.length > 1 ? ' + ' + (spin.lines.length - 1) + ' more' : ''));
    if (spin.scatters >= 3) bits.push(spin.scatters + ' Free Spins symbols');
    return bits.join(' · ');
  };
  const setMeter = (label, amount, note, cls) => {
    meter.innerHTML = '';
    const l = document.createElement('span');
    l.className = 'label';
    l.textContent = label;
    meter.appendChild(l);
    if (amount) {
      const a = document.createElement('span');
      a.className = 'amount big';
      a.textContent = amount;
      meter.appendChild(a);
    }
    if (note) {
      const n = document.createElement('span');
      n.className = 'note' + (cls ? ' ' + cls : '');
      n.textContent = note;
      meter.appendChild(n);
    }
  };
  const showBanner = async (title, text, ms) => {
    banner.querySelector('[data-banner-title]').textContent = title;
    banner.querySelector('[data-banner-text]').textContent = text;
    banner.classList.add('on');
    await sleep(fast ? Math.min(ms, 700) : ms);
    banner.classList.remove('on');
  };

  // --- bet ---
  // bonus spins: the operator's free rounds given at launch, played at their own stake
  const bonusBtn = document.querySelector('[data-bonus]');
  let bonusLeft = data.bonus ? data.bonus.left : 0;
  let bonusMode = false;
  const stake = () => (bonusMode ? { cents: data.bonus.cents, label: data.bonus.label } : data.stakes[stakeIndex]);
  const showBonus = () => {
    if (!bonusBtn) return;
    if (bonusLeft <= 0) { bonusMode = false; bonusBtn.hidden = true; return; }
    bonusBtn.setAttribute('aria-pressed', String(bonusMode));
    bonusBtn.querySelector('[data-bonus-text]').textContent = bonusMode
      ? 'Bonus spins on: ' + bonusLeft + ' left at ' + data.bonus.label
      : bonusLeft + ' bonus spins at ' + data.bonus.label + ': tap to use';
    spinBtn.textContent = bonusMode ? 'Bonus spin' : 'Spin';
  };
  if (bonusBtn) bonusBtn.addEventListener('click', () => { if (busy) return; bonusMode = !bonusMode; showBonus(); showBet(); });
  const showBet = () => {
    betEl.textContent = stake().label;
    betDown.disabled = busy || bonusMode || stakeIndex === 0;
    betUp.disabled = busy || bonusMode || stakeIndex === data.stakes.length - 1;
    document.querySelectorAll('[data-help-bet]').forEach((el) => (el.textContent = stake().label));
    document.querySelectorAll('[data-pay]').forEach((el) => (el.textContent = money((stake().cents / 100) * Number(el.dataset.pay))));
  };
  betDown.addEventListener('click', () => { if (stakeIndex > 0) { stakeIndex--; showBet(); } });
  betUp.addEventListener('click', () => { if (stakeIndex < data.stakes.length - 1) { stakeIndex++; showBet(); } });
  const setBusy = (on) => {
    busy = on;
    spinBtn.disabled = on;
    showBet();
  };

  // --- a round ---
  const play = async (spin) => {
    await stopReels(spin.grid);
    showWins(spin);
    if (spin.winCents > 0) chime(spin.winCents >= stake().cents * 10);
  };
  const spinRound = async () => {
    if (busy) return;
    setBusy(true);
    fast = false;
    setMeter('Spinning', '', 'Good luck!');
    startSpin();
    let answer;
    try {
      const res = await fetch('/games/demo/api/spin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bonusMode ? { session: data.session, bonus: true } : { session: data.session, stake: stake().cents }),
      });
      answer = await res.json().catch(() => ({}));
      if (!res.ok) {
        if (answer.bonusLeft === 0) { bonusLeft = 0; showBonus(); }
        restoreReels();
        if (answer.balance) balanceEl.textContent = answer.balance;
        setMeter(res.status === 409 ? 'Not enough balance' : 'Spin refused', '', answer.error || 'The spin did not go through.', 'error');
        setBusy(false);
        return;
      }
    } catch {
      restoreReels();
      setMeter('No connection', '', 'The spin did not go through. Check your connection and try again.', 'error');
      setBusy(false);
      return;
    }
    balanceEl.textContent = money(answer.balanceAfterBetCents);
    if (answer.bonus) { bonusLeft--; showBonus(); }
    const [first, ...free] = answer.spins;
    await play(first);
    let roundWin = first.winCents;
    if (first.winCents > 0) setMeter('Win', money(first.winCents), describe(first));
    else if (!free.length) setMeter('No win', '', 'Try again!');
    if (free.length) {
      await sleep(900);
      let total = first.award;
      await showBanner(first.award + ' FREE SPINS', free[0].multiplier > 1 ? 'Every win ×' + free[0].multiplier : 'Good luck!', 1800);
      let freeWin = 0;
      for (let i = 0; i < free.length; i++) {
        freeEl.textContent = 'Free spin ' + (i + 1) + ' of ' + total + (free[i].multiplier > 1 ? ' · ×' + free[i].multiplier : '');
        freeEl.classList.add('on');
        startSpin();
        await sleep(fast ? 120 : 320);
        await play(free[i]);
        freeWin += free[i].winCents;
        roundWin += free[i].winCents;
        setMeter('Free spins win', money(freeWin), describe(free[i]) || (i + 1) + ' of ' + total);
        if (free[i].award > 0) {
          total += free[i].award;
          await showBanner('+' + free[i].award + ' FREE SPINS', 'Retriggered!', 1400);
        }
        await sleep(free[i].winCents > 0 ? 900 : 350);
      }
      freeEl.classList.remove('on');
      await showBanner('FREE SPINS WIN', money(freeWin), 2000);
      setMeter(roundWin > 0 ? 'Total win' : 'No win', roundWin > 0 ? money(roundWin) : '', free.length + ' free spins played');
    }
    balanceEl.textContent = answer.balance;
    setBusy(false);
  };
  spinBtn.addEventListener('click', spinRound);
  windowEl.addEventListener('click', () => { if (busy) fast = true; });
  document.addEventListener('keydown', (e) => {
    if (e.code === 'Space' && !help.classList.contains('on') && e.target === document.body) {
      e.preventDefault();
      spinRound();
    }
    if (e.key === 'Escape' && help.classList.contains('on')) closeHelp();
  });

  // --- paytable ---
  let opener = null;
  const closeHelp = () => {
    help.classList.remove('on');
    if (opener) opener.focus();
  };
  document.querySelectorAll('[data-open-help]').forEach((b) => b.addEventListener('click', () => {
    opener = b;
    help.classList.add('on');
    help.querySelector('[data-close-help]').focus();
  }));
  help.querySelector('[data-close-help]').addEventListener('click', closeHelp);
  help.addEventListener('click', (e) => { if (e.target === help) closeHelp(); });
  showBet();
})();
`;
