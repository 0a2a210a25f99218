import { scriptOpening } from '../page-script.ts';

/**
 * The lottery page's script (served as a file: the site's CSP allows only its own scripts): the player picks a
 * bet type, numbers and a unit stake; the server places, lists, cancels and pays orders.
 */
export const LOTTERY_SCRIPT = `(() => {
  ${scriptOpening('lottery')}
  const skew = data.serverTime - Date.now();
  const typeEls = [...root.querySelectorAll('[data-type]')];
  const numEls = [...root.querySelectorAll('[data-n]')];
  const hEls = [...root.querySelectorAll('[data-h]')];
  const unitEls = [...root.querySelectorAll('[data-unit]')];
  const hundreds = $('[data-hundreds]');
  const gridEl = $('[data-grid]');
  const ruleEl = $('[data-rule]');
  const pickedEl = $('[data-picked]');
  const subsEl = $('[data-subs]');
  const totalEl = $('[data-total]');
  const placeBtn = $('[data-place]');
  const statusEl = $('[data-status]');
  const ordersEl = $('[data-orders]');
  const balanceEl = $('[data-balance]');
  const countEl = $('[data-countdown]');
  const drawAtEl = $('[data-draw-at]');
  let type = typeEls[0].dataset.type;
  let unit = data.units[0];
  let hundred = 0;
  let picked = [];
  let busy = false;
  try { drawAtEl.textContent = new Date(data.draw.drawAt).toLocaleString(data.locale, { dateStyle: 'medium', timeStyle: 'short' }); } catch { drawAtEl.textContent = new Date(data.draw.drawAt).toISOString(); }

  const rule = () => data.rules[type];
  function combos(n, k) { if (k > n) return 0; let r = 1; for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1); return Math.round(r); }
  function subCount() { const r = rule(); return r.picks === 0 ? 1 : r.picks === 1 ? picked.length : combos(picked.length, r.picks); }
  function say(text, kind) { statusEl.textContent = text || ''; statusEl.className = 'status' + (kind ? ' ' + kind : ''); }
  function closed() { return Date.now() + skew >= data.draw.closeAt; }
  function refresh() {
    const r = rule();
    ruleEl.textContent = r.describe + ' Cost ' + r.cost + ' unit' + (r.cost > 1 ? 's' : '') + ', pays ' + r.pays + '.' + (r.picks > 1 ? ' Pick at least ' + r.picks + ' numbers: every combination of ' + r.picks + ' is a sub-order.' : '');
    hundreds.classList.toggle('on', r.digits === 3);
    gridEl.hidden = r.picks === 0;
    numEls.forEach((b) => {
      const value = (r.digits === 3 ? String(hundred) : '') + b.dataset.n;
      b.textContent = value;
      b.setAttribute('aria-label', 'Number ' + value);
      b.setAttribute('aria-pressed', String(picked.includes(value)));
    });
    const subs = subCount();
    pickedEl.textContent = r.picks === 0 ? r.name : picked.length ? picked.join(', ') : 'none';
    subsEl.textContent = String(subs);
    totalEl.textContent = money(subs * r.cost * unit);
    placeBtn.disabled = busy || subs === 0 || closed() || subs > 50;
  }
  typeEls.forEach((b) => b.addEventListener('click', () => {
    type = b.dataset.type;
    typeEls.forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    picked = [];
    refresh();
  }));
  hEls.forEach((b) => b.addEventListener('click', () => {
    hundred = Number(b.dataset.h);
    hEls.forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    refresh();
  }));
  unitEls.forEach((b) => b.addEventListener('click', () => {
    unit = Number(b.dataset.unit);
    unitEls.forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    refresh();
  }));
  numEls.forEach((b) => b.addEventListener('click', () => {
    const value = (rule().digits === 3 ? String(hundred) : '') + b.dataset.n;
    if (picked.includes(value)) picked = picked.filter((x) => x !== value);
    else if (picked.length < 10) picked = [...picked, value];
    else say('At most 10 numbers in one order.', 'error');
    refresh();
  }));

  async function call(path, body) {
    const res = await fetch('/games/demo/lottery/' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: data.session, ...body }) });
    let json = {};
    try { json = await res.json(); } catch {}
    return { ok: res.ok, json };
  }
  const STATUS = { open: 'open', settled: 'settled', cancelled: 'cancelled', cancelling: 'cancelling', settling: 'drawing' };
  function renderOrders(list) {
    ordersEl.innerHTML = '';
    if (!list.length) { const li = document.createElement('li'); li.textContent = 'No orders yet.'; ordersEl.append(li); return; }
    for (const o of list) {
      const li = document.createElement('li');
      const div = document.createElement('div');
      const title = document.createElement('b');
      title.textContent = o.betName + ' · ' + o.subs.map((s) => s.numbers.join('-')).join(', ');
      const line = document.createElement('div');
      const won = o.status === 'settled' && o.winCents > 0;
      line.textContent = 'Draw ' + o.drawNo + ' · stake ' + money(o.stakeCents) + (o.status === 'settled' ? ' · win ' + money(o.winCents || 0) : '');
      const tag = document.createElement('span');
      tag.className = 'tag' + (won ? ' won' : '');
      tag.textContent = won ? 'won' : STATUS[o.status] || o.status;
      div.append(title, line, tag);
      li.append(div);
      if (o.cancellable) {
        const btn = document.createElement('button');
        btn.type = 'button';
        btn.textContent = 'Cancel';
        btn.setAttribute('aria-label', 'Cancel order on ' + o.subs.map((s) => s.numbers.join('-')).join(', '));
        btn.addEventListener('click', async () => {
          btn.disabled = true;
          const { ok, json } = await call('cancel', { order: o.order });
          if (!ok) say(json.error || 'The cancel did not go through.', 'error');
          else { say('Order cancelled: ' + money(o.stakeCents) + ' returned.', 'ok'); if (typeof json.balanceCents === 'number') balanceEl.textContent = money(json.balanceCents); }
          await loadOrders();
        });
        li.append(btn);
      }
      ordersEl.append(li);
    }
  }
  async function loadOrders() {
    const { ok, json } = await call('orders', {});
    if (ok) { renderOrders(json.orders); if (typeof json.balanceCents === 'number') balanceEl.textContent = money(json.balanceCents); }
  }
  placeBtn.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    refresh();
    say('Placing your order…');
    const requestId = (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now()).replace(/[^A-Za-z0-9_-]/g, '');
    const { ok, json } = await call('order', { requestId, drawNo: data.draw.drawNo, betType: type, unitCents: unit, numbers: picked });
    busy = false;
    if (!ok) { say(json.error || 'The order did not go through.', 'error'); refresh(); return; }
    say('Order placed on draw ' + json.drawNo + ': ' + money(json.stakeCents) + '.', 'ok');
    if (typeof json.balanceCents === 'number') balanceEl.textContent = money(json.balanceCents);
    picked = [];
    refresh();
    await loadOrders();
  });
  function tick() {
    const left = data.draw.closeAt - (Date.now() + skew);
    if (left <= 0) { countEl.textContent = 'closed'; refresh(); return; }
    const s = Math.floor(left / 1000);
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
    countEl.textContent = (h ? h + ':' : '') + String(m).padStart(2, '0') + ':' + String(sec).padStart(2, '0');
    setTimeout(tick, 1000);
  }
  renderOrders(data.orders);
  refresh();
  tick();
})();
`;
