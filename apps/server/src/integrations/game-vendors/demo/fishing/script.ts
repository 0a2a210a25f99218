import { scriptOpening } from '../page-script.ts';

import { FISH_PATH_JS } from './scene.ts';

/**
 * The fishing page's script (served as a file: the site's CSP allows only its own scripts). One canvas, one
 * requestAnimationFrame loop, sprites drawn once to offscreen canvases (a few tail frames a species), pools
 * for bullets and effects, no DOM work per frame (the balance and the toast change only on answers). The
 * page never decides anything: a bullet that reaches a fish is reported (fish id, where, when on the
 * server's clock) and the server's answer says caught or not; shots go out without waiting for each other
 * (capped by rate and in flight), and the balance follows the answers.
 */
export const FISHING_SCRIPT = `(() => {
  ${scriptOpening('fishing', 'document')}
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const W = data.scene.w;
  const H = data.scene.h;
  const species = data.species;
  const API = '/games/demo/fishing/';
  const canvas = $('[data-canvas]');
  const sea = $('[data-sea]');
  const ctx = canvas.getContext('2d');
  // the sea's still parts (water, light, floor): drawn once per size, shown as the sea's background image
  let bgUrl = '';
  const balanceEl = $('[data-balance]');
  const stakeEl = $('[data-stake]');
  const stakeDown = $('[data-stake-down]');
  const stakeUp = $('[data-stake-up]');
  const autoBtn = $('[data-auto]');
  const toast = $('[data-toast]');
  const help = $('[data-help]');
  ${FISH_PATH_JS}

  // ---------------------------------------------------------------- state
  let room = null;
  let offset = 0;
  let bestRtt = Infinity;
  const serverTime = () => performance.now() + offset;
  const fishById = new Map();
  let fishList = [];
  let stakeIndex = 0;
  let balance = data.balanceCents;
  let lastSeq = 0;
  let unsettled = 0;
  let pendingCents = 0;
  let inFlight = 0;
  let maxInFlight = 10;
  let auto = false;
  let holding = false;
  let aimX = W / 2;
  let aimY = H / 2;
  let lockId = -1;
  let lastFire = 0;
  let recoil = 0;
  let aimAngle = -Math.PI / 2;
  let shakeUntil = 0;
  let stopped = false;
  let nextNonce = 0;
  const myShots = [];
  const FIRE_MS = 1000 / 6;
  const BULLET_SPEED = 1100;
  const BULLET_LIFE = 4000;
  const stake = () => data.stakes[stakeIndex].cents;

  // ---------------------------------------------------------------- view (scene units -> device pixels)
  let dpr = 1, cssW = 1, cssH = 1, scale = 1, offX = 0, offY = 0, k = 1;
  const view = { x0: 0, y0: 0, x1: W, y1: H };
  let cannonX = W / 2, cannonY = H - 80;
  // the backing store's pixels per CSS pixel: the device's (at most 2), lowered while frames run long
  const QUALITY = [...new Set([Math.min(2, window.devicePixelRatio || 1), 1.5, 1])].filter((q, i, all) => i === 0 || q < all[0]);
  let quality = 0;
  const sprites = [];
  const labels = [];
  let bulletSprite = null, coinSprite = null, bubbleSprite = null, netSprite = null;
  const FRAMES = 6;

  function offscreen(w, h) {
    const c = document.createElement('canvas');
    c.width = Math.max(1, Math.ceil(w));
    c.height = Math.max(1, Math.ceil(h));
    return c;
  }

  function layout() {
    const rect = sea.getBoundingClientRect();
    cssW = Math.max(1, rect.width);
    cssH = Math.max(1, rect.height);
    dpr = QUALITY[quality];
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
    scale = Math.max(cssW / W, cssH / H);
    offX = (cssW - W * scale) / 2;
    offY = (cssH - H * scale) / 2;
    k = scale * dpr;
    view.x0 = Math.max(0, -offX / scale);
    view.x1 = Math.min(W, (cssW - offX) / scale);
    view.y0 = Math.max(0, -offY / scale);
    view.y1 = Math.min(H, (cssH - offY) / scale);
    cannonX = W / 2;
    cannonY = view.y1 - 70;
    buildArt();
  }

  // ---------------------------------------------------------------- art, drawn once per size
  function drawBackground() {
    const bgCanvas = offscreen(canvas.width, canvas.height);
    const g = bgCanvas.getContext('2d', { alpha: false });
    const grad = g.createLinearGradient(0, 0, 0, bgCanvas.height);
    grad.addColorStop(0, '#0B6E99');
    grad.addColorStop(0.45, '#064273');
    grad.addColorStop(1, '#021B36');
    g.fillStyle = grad;
    g.fillRect(0, 0, bgCanvas.width, bgCanvas.height);
    g.setTransform(k, 0, 0, k, offX * dpr, offY * dpr);
    // light rays from the surface
    for (let i = 0; i < 6; i++) {
      const x = 60 + i * 125;
      const ray = g.createLinearGradient(0, 0, 0, H * 0.8);
      ray.addColorStop(0, 'rgba(190,240,255,0.16)');
      ray.addColorStop(1, 'rgba(190,240,255,0)');
      g.fillStyle = ray;
      g.beginPath();
      g.moveTo(x - 30, 0);
      g.lineTo(x + 40, 0);
      g.lineTo(x + 160 - i * 20, H * 0.8);
      g.lineTo(x + 20 - i * 20, H * 0.8);
      g.closePath();
      g.fill();
    }
    // sand, rocks and weed on the floor
    g.fillStyle = '#C8A86B';
    g.beginPath();
    g.moveTo(0, H - 110);
    for (let x = 0; x <= W; x += 40) g.lineTo(x, H - 110 + Math.sin(x / 70) * 14);
    g.lineTo(W, H);
    g.lineTo(0, H);
    g.closePath();
    g.fill();
    g.fillStyle = 'rgba(0,0,0,0.18)';
    g.fillRect(0, H - 60, W, 60);
    const rock = (x, y, rx, ry, c) => { g.fillStyle = c; g.beginPath(); g.ellipse(x, y, rx, ry, 0, Math.PI, 0); g.fill(); };
    rock(90, H - 100, 80, 46, '#3F4A5A');
    rock(140, H - 96, 50, 30, '#556274');
    rock(640, H - 104, 90, 54, '#394452');
    g.lineCap = 'round';
    for (let i = 0; i < 9; i++) {
      const x = 30 + i * 85;
      g.strokeStyle = i % 2 ? '#15803D' : '#166534';
      g.lineWidth = 9;
      g.beginPath();
      g.moveTo(x, H - 100);
      g.bezierCurveTo(x - 25, H - 170, x + 25, H - 220, x - 8, H - 280 - (i % 3) * 40);
      g.stroke();
    }
    g.fillStyle = '#F472B6';
    for (let i = 0; i < 5; i++) { g.beginPath(); g.arc(220 + i * 90, H - 112 + (i % 2) * 8, 9, 0, Math.PI * 2); g.fill(); }
    bgCanvas.toBlob((blob) => {
      if (!blob) return;
      if (bgUrl) URL.revokeObjectURL(bgUrl);
      bgUrl = URL.createObjectURL(blob);
      sea.style.backgroundImage = 'url(' + bgUrl + ')';
    });
  }

  function ellipse(g, x, y, rx, ry, fill) { g.fillStyle = fill; g.beginPath(); g.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2); g.fill(); }

  function eye(g, x, y, r) { ellipse(g, x, y, r, r, '#FFFFFF'); ellipse(g, x + r * 0.3, y, r * 0.55, r * 0.55, '#0B1020'); ellipse(g, x + r * 0.45, y - r * 0.3, r * 0.18, r * 0.18, '#FFFFFF'); }

  // one frame of a fish facing right, centred on the origin, in scene units
  function drawFish(g, id, r, phase) {
    const c = species[id].colors;
    const wave = Math.sin(phase);
    if (id === 5) { // sea turtle
      for (const [fx, fy, s] of [[0.45, -0.55, 1], [0.45, 0.55, -1], [-0.55, -0.45, 1], [-0.55, 0.45, -1]]) {
        g.save(); g.translate(fx * r, fy * r); g.rotate(s * (0.5 + wave * 0.35) * (fx > 0 ? 1 : -1));
        ellipse(g, fx > 0 ? r * 0.25 : -r * 0.15, 0, r * (fx > 0 ? 0.42 : 0.25), r * 0.14, c[0]); g.restore();
      }
      ellipse(g, r * 0.82, 0, r * 0.26, r * 0.22, c[0]);
      eye(g, r * 0.92, -r * 0.09, r * 0.07);
      const shell = g.createRadialGradient(-r * 0.1, -r * 0.2, r * 0.1, 0, 0, r * 0.75);
      shell.addColorStop(0, '#D9A441'); shell.addColorStop(1, c[1]);
      ellipse(g, 0, 0, r * 0.7, r * 0.55, shell);
      g.strokeStyle = c[2]; g.lineWidth = r * 0.05;
      for (const [hx, hy] of [[0, 0], [-0.35, -0.22], [-0.35, 0.22], [0.35, -0.22], [0.35, 0.22]]) {
        g.beginPath();
        for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2; g.lineTo(hx * r + Math.cos(a) * r * 0.17, hy * r + Math.sin(a) * r * 0.17); }
        g.closePath(); g.stroke();
      }
      return;
    }
    if (id === 6) { // octopus: head first, arms trailing
      g.lineCap = 'round';
      for (let i = 0; i < 6; i++) {
        const y0 = (i - 2.5) * r * 0.13;
        g.strokeStyle = i % 2 ? c[0] : c[2];
        g.lineWidth = r * 0.13;
        g.beginPath();
        g.moveTo(0, y0);
        g.quadraticCurveTo(-r * 0.55, y0 * 1.8 + Math.sin(phase + i) * r * 0.25, -r * 1.15, y0 * 2.4 + Math.sin(phase + i + 1.5) * r * 0.3);
        g.stroke();
      }
      const head = g.createRadialGradient(r * 0.35, -r * 0.2, r * 0.05, r * 0.25, 0, r * 0.6);
      head.addColorStop(0, c[1]); head.addColorStop(1, c[0]);
      ellipse(g, r * 0.25, 0, r * 0.62, r * 0.5, head);
      eye(g, r * 0.5, -r * 0.18, r * 0.11); eye(g, r * 0.5, r * 0.18, r * 0.11);
      return;
    }
    if (id === 7) { // manta ray
      const flap = 0.85 + wave * 0.2;
      const grad = g.createLinearGradient(0, -r, 0, r);
      grad.addColorStop(0, c[0]); grad.addColorStop(0.5, c[2]); grad.addColorStop(1, c[0]);
      g.fillStyle = grad;
      g.beginPath();
      g.moveTo(r * 0.75, 0);
      g.quadraticCurveTo(r * 0.25, -r * 0.35 * flap, -r * 0.1, -r * flap);
      g.quadraticCurveTo(-r * 0.25, -r * 0.3, -r * 0.55, 0);
      g.quadraticCurveTo(-r * 0.25, r * 0.3, -r * 0.1, r * flap);
      g.quadraticCurveTo(r * 0.25, r * 0.35 * flap, r * 0.75, 0);
      g.fill();
      g.strokeStyle = c[2]; g.lineWidth = r * 0.05; g.beginPath(); g.moveTo(-r * 0.5, 0); g.lineTo(-r * 1.2, wave * r * 0.1); g.stroke();
      ellipse(g, r * 0.3, 0, r * 0.18, r * 0.12, c[1]);
      eye(g, r * 0.6, -r * 0.14, r * 0.06); eye(g, r * 0.6, r * 0.14, r * 0.06);
      return;
    }
    if (id === 12) { // the dragon king: a golden-finned serpent
      g.shadowColor = 'rgba(252,211,77,0.85)'; g.shadowBlur = r * 0.25;
      for (let i = 9; i >= 0; i--) {
        const x = r * 0.55 - i * r * 0.17;
        const y = Math.sin(phase + i * 0.75) * r * 0.16;
        const rr = r * (0.3 - i * 0.018);
        g.fillStyle = c[1];
        g.beginPath(); g.moveTo(x - rr * 0.4, y - rr * 0.7); g.lineTo(x, y - rr * 1.45); g.lineTo(x + rr * 0.4, y - rr * 0.7); g.fill();
        const body = g.createRadialGradient(x, y - rr * 0.4, rr * 0.1, x, y, rr);
        body.addColorStop(0, '#F87171'); body.addColorStop(1, c[0]);
        ellipse(g, x, y, rr, rr * 0.85, body);
      }
      g.shadowBlur = 0;
      const hy = Math.sin(phase) * r * 0.16;
      ellipse(g, r * 0.78, hy, r * 0.3, r * 0.22, c[0]);
      g.fillStyle = c[1];
      g.beginPath(); g.moveTo(r * 0.7, hy - r * 0.15); g.lineTo(r * 0.55, hy - r * 0.48); g.lineTo(r * 0.8, hy - r * 0.2); g.fill();
      g.beginPath(); g.moveTo(r * 0.85, hy - r * 0.17); g.lineTo(r * 0.82, hy - r * 0.5); g.lineTo(r * 0.95, hy - r * 0.18); g.fill();
      g.strokeStyle = c[1]; g.lineWidth = r * 0.025;
      g.beginPath(); g.moveTo(r * 1.02, hy + r * 0.05); g.quadraticCurveTo(r * 1.2, hy + r * 0.2 + wave * r * 0.08, r * 1.3, hy + r * 0.05); g.stroke();
      eye(g, r * 0.88, hy - r * 0.06, r * 0.07);
      return;
    }
    // the other fish: a body, a tail, fins and the species' marks
    const asp = [0.62, 0.42, 0.85, 0.9, 0.62, 0, 0, 0, 0.4, 0.36, 0.5, 0.4, 0][id];
    const rx = r * 0.95;
    const ry = rx * asp;
    g.save(); g.translate(-rx * 0.82, 0); g.rotate(wave * 0.32);
    g.fillStyle = c[id === 10 ? 0 : 1];
    g.beginPath(); g.moveTo(r * 0.1, 0); g.lineTo(-r * 0.5, -Math.max(ry, r * 0.38)); g.quadraticCurveTo(-r * 0.3, 0, -r * 0.5, Math.max(ry, r * 0.38)); g.closePath(); g.fill();
    g.restore();
    g.fillStyle = id === 4 ? c[1] : c[2];
    g.beginPath(); g.moveTo(-rx * 0.45, -ry * 0.8); g.quadraticCurveTo(-rx * 0.05, -ry * (id === 4 || id === 3 ? 2.1 : 1.55), rx * 0.3, -ry * 0.85); g.closePath(); g.fill();
    g.beginPath(); g.moveTo(-rx * 0.25, ry * 0.75); g.quadraticCurveTo(-rx * 0.05, ry * (id === 3 ? 2 : 1.4), rx * 0.2, ry * 0.8); g.closePath(); g.fill();
    if (id === 9) { g.fillStyle = c[1]; g.beginPath(); g.moveTo(rx * 0.8, -ry * 0.12); g.lineTo(rx * 1.75, 0); g.lineTo(rx * 0.8, ry * 0.12); g.fill(); }
    if (id === 8) { ellipse(g, rx * 0.92, 0, rx * 0.14, ry * 1.55, c[0]); }
    if (id === 2) {
      g.strokeStyle = c[2]; g.lineWidth = r * 0.05;
      for (let i = 0; i < 14; i++) { const a = (i / 14) * Math.PI * 2; g.beginPath(); g.moveTo(Math.cos(a) * rx * 0.9, Math.sin(a) * ry * 0.9); g.lineTo(Math.cos(a) * rx * 1.12, Math.sin(a) * ry * 1.15); g.stroke(); }
    }
    const body = g.createLinearGradient(0, -ry, 0, ry);
    body.addColorStop(0, c[0]);
    body.addColorStop(0.6, c[0]);
    body.addColorStop(1, id === 10 || id === 8 ? c[1] : c[2]);
    g.fillStyle = body;
    g.beginPath();
    if (id === 8 || id === 9 || id === 11) { g.moveTo(rx * 1.05, 0); g.quadraticCurveTo(rx * 0.3, -ry * 1.35, -rx, -ry * 0.2); g.lineTo(-rx, ry * 0.2); g.quadraticCurveTo(rx * 0.3, ry * 1.35, rx * 1.05, 0); }
    else g.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
    g.fill();
    g.save();
    g.clip();
    g.fillStyle = c[1];
    if (id === 0) for (const x of [-0.45, 0.05, 0.5]) g.fillRect(rx * x - r * 0.08, -ry, r * 0.16, ry * 2);
    if (id === 1) g.fillRect(-rx, -ry * 0.15, rx * 2, ry * 0.3);
    if (id === 3) for (const x of [-0.3, 0.25]) g.fillRect(rx * x - r * 0.05, -ry, r * 0.1, ry * 2);
    if (id === 4) for (let x = -0.8; x < 0.8; x += 0.22) g.fillRect(rx * x, -ry, r * 0.07, ry * 2);
    if (id === 10) { g.fillStyle = c[1]; for (let y = 0.2; y < 1; y += 0.18) g.fillRect(-rx, ry * y, rx * 2, r * 0.03); }
    if (id === 11) { g.fillStyle = 'rgba(255,255,255,0.35)'; g.fillRect(-rx, -ry * 0.3, rx * 2, ry * 0.15); }
    g.restore();
    g.strokeStyle = 'rgba(0,0,0,0.35)'; g.lineWidth = Math.max(1.5, r * 0.04); g.stroke();
    ellipse(g, -rx * 0.05, -ry * 0.45, rx * 0.5, Math.max(2, ry * 0.16), 'rgba(255,255,255,0.22)');
    eye(g, rx * (id === 8 ? 0.92 : 0.58), -ry * (id === 8 ? 1.1 : 0.2), Math.max(4, r * 0.11));
    if (id === 11) { g.strokeStyle = 'rgba(255,255,255,0.6)'; g.lineWidth = 2; g.beginPath(); g.arc(rx * 0.4, -ry * 0.05, r * 0.1, 0.2, 2); g.stroke(); }
  }

  function buildArt() {
    drawBackground();
    sprites.length = 0;
    labels.length = 0;
    species.forEach((s, id) => {
      const r = s.radius;
      const frames = [];
      for (let f = 0; f < FRAMES; f++) {
        const c = offscreen(3.1 * r * k, 2.4 * r * k);
        const g = c.getContext('2d');
        g.setTransform(k, 0, 0, k, 1.35 * r * k, 1.2 * r * k);
        drawFish(g, id, r, (f / FRAMES) * Math.PI * 2);
        frames.push(c);
      }
      sprites.push({ frames, ax: 1.35 * r * k, ay: 1.2 * r * k });
      const text = '×' + s.multiplier;
      const size = (s.size === 'boss' ? 34 : s.size === 'big' ? 28 : 22) * k;
      const l = offscreen(size * (text.length * 0.7 + 1), size * 1.5);
      const g = l.getContext('2d');
      g.font = '900 ' + size + 'px system-ui, sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.lineWidth = size * 0.18;
      g.strokeStyle = 'rgba(2,10,20,0.85)';
      g.strokeText(text, l.width / 2, l.height / 2);
      g.fillStyle = s.size === 'boss' ? '#FCA5A5' : '#FDE68A';
      g.fillText(text, l.width / 2, l.height / 2);
      labels.push(l);
    });
    bulletSprite = offscreen(44 * k, 20 * k);
    let g = bulletSprite.getContext('2d');
    g.setTransform(k, 0, 0, k, 22 * k, 10 * k);
    const bg2 = g.createLinearGradient(-20, 0, 18, 0);
    bg2.addColorStop(0, 'rgba(253,230,138,0)'); bg2.addColorStop(0.6, '#FDE68A'); bg2.addColorStop(1, '#FFFFFF');
    ellipse(g, 0, 0, 20, 7, bg2);
    coinSprite = offscreen(30 * k, 30 * k);
    g = coinSprite.getContext('2d');
    g.setTransform(k, 0, 0, k, 15 * k, 15 * k);
    const cg = g.createRadialGradient(-4, -4, 2, 0, 0, 14);
    cg.addColorStop(0, '#FFF7C2'); cg.addColorStop(0.6, '#F5C542'); cg.addColorStop(1, '#B7791F');
    ellipse(g, 0, 0, 13, 13, cg);
    g.strokeStyle = '#8A5A12'; g.lineWidth = 2; g.strokeRect(-4, -4, 8, 8);
    bubbleSprite = offscreen(24 * k, 24 * k);
    g = bubbleSprite.getContext('2d');
    g.setTransform(k, 0, 0, k, 12 * k, 12 * k);
    g.strokeStyle = 'rgba(224,247,255,0.55)'; g.lineWidth = 2; g.beginPath(); g.arc(0, 0, 9, 0, Math.PI * 2); g.stroke();
    ellipse(g, -3, -3, 2.5, 2.5, 'rgba(255,255,255,0.6)');
    netSprite = offscreen(120 * k, 120 * k);
    g = netSprite.getContext('2d');
    g.setTransform(k, 0, 0, k, 60 * k, 60 * k);
    g.strokeStyle = 'rgba(253,230,138,0.9)'; g.lineWidth = 3;
    g.beginPath(); g.arc(0, 0, 54, 0, Math.PI * 2); g.stroke();
    g.lineWidth = 1.5; g.strokeStyle = 'rgba(253,230,138,0.55)';
    for (let i = 0; i < 8; i++) { const a = (i / 8) * Math.PI; g.beginPath(); g.moveTo(Math.cos(a) * 54, Math.sin(a) * 54); g.lineTo(-Math.cos(a) * 54, -Math.sin(a) * 54); g.stroke(); }
    g.beginPath(); g.arc(0, 0, 30, 0, Math.PI * 2); g.stroke();
  }

  // ---------------------------------------------------------------- pools
  const bullets = Array.from({ length: 40 }, () => ({ on: false, x: 0, y: 0, vx: 0, vy: 0, born: 0, stake: 0 }));
  const effects = Array.from({ length: 90 }, () => ({ on: false, kind: 0, x: 0, y: 0, vx: 0, vy: 0, born: 0, life: 0, text: '' }));
  const bubbles = Array.from({ length: reduced ? 10 : 24 }, () => ({ x: Math.random() * W, y: Math.random() * H, v: 20 + Math.random() * 40, s: 0.4 + Math.random() * 0.8 }));
  function effect(kind, x, y, vx, vy, life, text) {
    for (const e of effects) {
      if (!e.on) { e.on = true; e.kind = kind; e.x = x; e.y = y; e.vx = vx; e.vy = vy; e.born = performance.now(); e.life = life; e.text = text || ''; return; }
    }
  }

  // ---------------------------------------------------------------- balance and messages
  let shownBalance = null;
  function showBalance() {
    const value = balance - pendingCents + unsettled;
    if (value !== shownBalance) { shownBalance = value; balanceEl.textContent = money(Math.max(0, value)); }
  }
  let toastTimer = 0;
  function say(text, error) {
    toast.className = 'toast' + (error ? ' error' : '');
    toast.textContent = text;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toast.textContent = ''; }, error ? 5000 : 3500);
  }
  function showStake() {
    stakeEl.textContent = data.stakes[stakeIndex].label;
    stakeDown.disabled = stakeIndex === 0;
    stakeUp.disabled = stakeIndex === data.stakes.length - 1;
  }

  // ---------------------------------------------------------------- server calls
  async function call(path, body) {
    const t0 = performance.now();
    const res = await fetch(API + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(Object.assign({ session: data.session }, body)) });
    const json = await res.json().catch(() => ({}));
    const t1 = performance.now();
    if (res.ok && typeof json.serverNow === 'number' && path !== 'shot') {
      const rtt = t1 - t0;
      if (rtt <= bestRtt * 1.5 || bestRtt === Infinity) { offset = json.serverNow - (t0 + t1) / 2; bestRtt = Math.min(bestRtt, rtt); }
    }
    return { status: res.status, json };
  }

  function mergeFish(list, caughtIds) {
    const now = serverTime();
    for (const f of list) if (!fishById.has(f.id)) { f.phase = Math.random() * FRAMES; f.hitAt = -1e9; f.dieAt = 0; fishById.set(f.id, f); }
    for (const id of caughtIds || []) { const f = fishById.get(id); if (f && !f.dieAt) fishById.delete(id); }
    for (const [id, f] of fishById) if (f.spawnAt + f.duration < now - 1000 && !f.dieAt) fishById.delete(id);
    fishList = [...fishById.values()].sort((a, b) => species[b.species].radius - species[a.species].radius);
  }

  async function openRoom() {
    const { status, json } = await call('room', { calm: reduced });
    if (status !== 200) { stop(json.error || 'The game could not open a room.'); return; }
    room = json;
    nextNonce = json.nonce;
    maxInFlight = Math.max(1, Math.min(10, json.maxInFlight - 2));
    fishById.clear();
    mergeFish(json.fish, json.caught);
    showFairness();
  }

  let fishTimer = 0;
  async function refreshFish() {
    clearTimeout(fishTimer);
    if (!room || stopped) return;
    try {
      const { status, json } = await call('fish', { room: room.room });
      if (status === 409) await openRoom();
      else if (status === 200) mergeFish(json.fish, json.caught);
    } catch {}
    if (!document.hidden) fishTimer = setTimeout(refreshFish, 4000);
  }

  function stop(message) {
    stopped = true;
    setAuto(false);
    say(message, true);
  }

  function randomId() {
    const b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  }

  async function report(bullet, fish, x, y) {
    const cents = bullet.stake;
    inFlight++;
    let answer;
    try {
      answer = await call('shot', { room: room.room, shot: randomId(), stake: cents, fish: fish.id, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, at: Math.round(serverTime()) });
    } catch {
      answer = { status: 0, json: { error: 'The connection dropped. Your balance updates with the next answer.' } };
    }
    inFlight--;
    pendingCents -= cents;
    const { status, json } = answer;
    if (typeof json.seq === 'number' && json.seq > lastSeq) {
      lastSeq = json.seq;
      if (typeof json.balanceCents === 'number') balance = json.balanceCents;
      unsettled = typeof json.unsettledCents === 'number' ? json.unsettledCents : 0;
    }
    if (status === 200) {
      nextNonce = Math.max(nextNonce, json.nonce + 1);
      myShots.push({ seedHash: json.seedHash, clientSeed: json.clientSeed, nonce: json.nonce, multiplier: json.multiplier, caught: json.caught });
      if (myShots.length > 3000) myShots.shift();
      if (json.caught) catchFish(fish, json);
    } else if (status === 409 && json.error && /room/.test(json.error)) {
      await openRoom();
    } else if (status === 403) {
      stop(json.error || 'The shot did not go through.');
    } else if (status === 409) {
      // not enough for this cannon: auto-fire stops, a lower stake still shoots
      setAuto(false);
      holding = false;
      say(json.error || 'The shot did not go through.', true);
    } else if (status !== 422 && status !== 429) {
      say(json.error || 'The shot did not go through.', true);
    }
    showBalance();
  }

  function catchFish(fish, answer) {
    if (!fish.dieAt) fish.dieAt = performance.now();
    const s = species[fish.species];
    const p = fishAt(fish, serverTime()) || { x: W / 2, y: H / 2 };
    const coins = Math.min(14, 3 + Math.round(Math.log2(s.multiplier) * 1.5));
    for (let i = 0; i < coins; i++) {
      const a = Math.random() * Math.PI * 2;
      effect(1, p.x, p.y, Math.cos(a) * 140, Math.sin(a) * 140 - 80, 900, '');
    }
    effect(2, p.x, p.y - 20, 0, -60, 1400, '+' + money(answer.winCents));
    if (s.multiplier >= 30 && !reduced) shakeUntil = performance.now() + 450;
    say('Caught ' + s.name + ' ×' + s.multiplier + ': +' + money(answer.winCents));
  }

  // ---------------------------------------------------------------- firing
  function toScene(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    return { x: (clientX - rect.left - offX) / scale, y: (clientY - rect.top - offY) / scale };
  }

  function liveFish(f, now) {
    if (f.dieAt) return null;
    const p = fishAt(f, now);
    if (!p || p.x < view.x0 || p.x > view.x1 || p.y < view.y0 || p.y > view.y1) return null;
    return p;
  }

  function pickTarget(x, y, now) {
    let best = -1, bestD = Infinity;
    for (const f of fishList) {
      const p = liveFish(f, now);
      if (!p) continue;
      const d = Math.hypot(p.x - x, p.y - y);
      if (d < bestD) { bestD = d; best = f.id; }
    }
    return best;
  }

  function fire(now) {
    if (!room || stopped) return;
    const cents = stake();
    if (balance - pendingCents + unsettled < cents) { say('Insufficient balance for this cannon.', true); setAuto(false); holding = false; return; }
    let active = 0;
    for (const b of bullets) if (b.on) active++;
    if (active + inFlight >= Math.min(bullets.length, maxInFlight + 20) || inFlight >= maxInFlight) return;
    let tx = aimX, ty = aimY;
    if (auto) {
      let target = lockId >= 0 ? fishById.get(lockId) : null;
      let p = target ? liveFish(target, now) : null;
      if (!p) { lockId = pickTarget(aimX, aimY, now); target = fishById.get(lockId); p = target ? liveFish(target, now) : null; }
      if (p) { tx = p.x; ty = p.y; }
    }
    const dx = tx - cannonX, dy = Math.min(-10, ty - cannonY), len = Math.hypot(dx, dy);
    for (const b of bullets) {
      if (b.on) continue;
      b.on = true; b.vx = (dx / len) * BULLET_SPEED; b.vy = (dy / len) * BULLET_SPEED;
      b.x = cannonX + (dx / len) * 60; b.y = cannonY + (dy / len) * 60; b.born = performance.now(); b.stake = cents;
      pendingCents += cents;
      aimAngle = Math.atan2(dy, dx);
      recoil = 1;
      showBalance();
      return;
    }
  }
  canvas.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    const p = toScene(e.clientX, e.clientY);
    aimX = p.x; aimY = p.y;
    if (auto) { lockId = pickTarget(p.x, p.y, serverTime()); return; }
    holding = true;
    try { canvas.setPointerCapture(e.pointerId); } catch {}
    lastFire = 0;
  });
  canvas.addEventListener('pointermove', (e) => { if (!holding) return; const p = toScene(e.clientX, e.clientY); aimX = p.x; aimY = p.y; });
  const release = () => { holding = false; };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);

  function setAuto(on) {
    auto = on;
    autoBtn.setAttribute('aria-pressed', String(on));
    autoBtn.textContent = on ? 'Stop' : 'Auto';
    autoBtn.setAttribute('aria-label', on ? 'Stop auto-fire' : 'Auto-fire');
    if (on) lockId = -1;
  }
  setAuto(false);
  autoBtn.addEventListener('click', () => { if (!stopped) setAuto(!auto); });
  stakeDown.addEventListener('click', () => { if (stakeIndex > 0) { stakeIndex--; showStake(); } });
  stakeUp.addEventListener('click', () => { if (stakeIndex < data.stakes.length - 1) { stakeIndex++; showStake(); } });

  // ---------------------------------------------------------------- the frame
  const bench = window.__fishBench;
  let last = 0;
  let raf = 0;
  function frame(ts) {
    raf = requestAnimationFrame(frame);
    const t0 = performance.now();
    const dt = Math.min(0.05, last ? (ts - last) / 1000 : 0);
    last = ts;
    const now = serverTime();
    if ((auto || holding) && t0 - lastFire >= FIRE_MS) { lastFire = t0; fire(now); }
    place(now);
    update(dt, now, t0);
    draw(now, t0);
    if (bench) bench.push(performance.now() - t0);
    adapt(dt);
  }

  // Frames running long (a slow phone): the next lower backing-store resolution, after two seconds in a row in
  // which more than a third of the frames took over 24 ms.
  let slowFrames = 0, countedFrames = 0, countedMs = 0, slowSeconds = 0;
  function adapt(dt) {
    if (!dt) return;
    countedFrames++;
    countedMs += dt * 1000;
    if (dt > 0.024) slowFrames++;
    if (countedMs < 1000) return;
    slowSeconds = slowFrames * 3 > countedFrames ? slowSeconds + 1 : 0;
    countedFrames = 0;
    countedMs = 0;
    slowFrames = 0;
    if (slowSeconds >= 2 && quality < QUALITY.length - 1) { quality++; slowSeconds = 0; layout(); }
  }

  // every fish's place and heading, once a frame (the bullets and the drawing read them)
  function place(now) {
    for (const f of fishList) {
      const p = fishAt(f, now);
      f.in = p !== null;
      if (!p) continue;
      const ahead = fishAt(f, now + 60);
      const behind = ahead ? null : fishAt(f, now - 60);
      f.x = p.x;
      f.y = p.y;
      f.ang = ahead ? Math.atan2(ahead.y - p.y, ahead.x - p.x) : behind ? Math.atan2(p.y - behind.y, p.x - behind.x) : 0;
    }
  }

  function update(dt, now, t) {
    for (const b of bubbles) { b.y -= b.v * dt; if (b.y < view.y0 - 20) { b.y = view.y1 + 10; b.x = view.x0 + Math.random() * (view.x1 - view.x0); } }
    for (const b of bullets) {
      if (!b.on) continue;
      b.x += b.vx * dt; b.y += b.vy * dt;
      if (b.x < view.x0) { b.x = view.x0; b.vx = Math.abs(b.vx); }
      if (b.x > view.x1) { b.x = view.x1; b.vx = -Math.abs(b.vx); }
      if (b.y < view.y0) { b.y = view.y0; b.vy = Math.abs(b.vy); }
      if (b.y > view.y1) { b.y = view.y1; b.vy = -Math.abs(b.vy); }
      if (t - b.born > BULLET_LIFE) { b.on = false; pendingCents -= b.stake; showBalance(); continue; }
      for (const f of fishList) {
        if (f.dieAt || !f.in) continue;
        const r = species[f.species].radius;
        const dx = f.x - b.x, dy = f.y - b.y;
        if (dx * dx + dy * dy < r * r) {
          b.on = false;
          f.hitAt = t;
          effect(0, b.x, b.y, 0, 0, 320, '');
          report(b, f, b.x, b.y);
          break;
        }
      }
    }
    for (const e of effects) {
      if (!e.on) continue;
      if (t - e.born > e.life) { e.on = false; continue; }
      e.x += e.vx * dt; e.y += e.vy * dt;
      if (e.kind === 1) e.vy += 260 * dt;
    }
    for (const f of fishList) if (f.dieAt && t - f.dieAt > 800) fishById.delete(f.id);
    if (fishList.length !== fishById.size) fishList = fishList.filter((f) => fishById.has(f.id));
    if (recoil > 0) recoil = Math.max(0, recoil - dt * 6);
  }

  function draw(now, t) {
    let sx = 0, sy = 0;
    if (t < shakeUntil) { sx = (Math.random() - 0.5) * 12 * dpr; sy = (Math.random() - 0.5) * 12 * dpr; }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const ox = offX * dpr + sx, oy = offY * dpr + sy;
    const px = (x) => ox + x * k, py = (y) => oy + y * k;
    ctx.globalAlpha = 0.8;
    for (const b of bubbles) { ctx.setTransform(b.s, 0, 0, b.s, px(b.x), py(b.y)); ctx.drawImage(bubbleSprite, -bubbleSprite.width / 2, -bubbleSprite.height / 2); }
    ctx.globalAlpha = 1;
    for (const f of fishList) {
      if (!f.in) continue;
      const reach = species[f.species].radius * 1.4;
      if (f.x < view.x0 - reach || f.x > view.x1 + reach || f.y < view.y0 - reach || f.y > view.y1 + reach) continue;
      const p = f;
      const ang = f.ang;
      const s = sprites[f.species];
      const frameNo = Math.floor(f.phase + t / (reduced ? 220 : 120)) % FRAMES;
      let c = Math.cos(ang), sn = Math.sin(ang), size = 1;
      if (f.dieAt) {
        const u = Math.min(1, (t - f.dieAt) / 800);
        const spin = u * Math.PI * 4;
        c = Math.cos(ang + spin); sn = Math.sin(ang + spin); size = 1 - u * 0.6; ctx.globalAlpha = 1 - u;
      }
      const flip = Math.cos(ang) < 0 ? -1 : 1;
      ctx.setTransform(c * size, sn * size, -sn * flip * size, c * flip * size, px(p.x), py(p.y));
      ctx.drawImage(s.frames[frameNo], -s.ax, -s.ay);
      if (!f.dieAt && t - f.hitAt < 160) {
        ctx.globalCompositeOperation = 'lighter';
        ctx.globalAlpha = 0.45;
        ctx.drawImage(s.frames[frameNo], -s.ax, -s.ay);
        ctx.globalCompositeOperation = 'source-over';
      }
      ctx.globalAlpha = 1;
      if (!f.dieAt && species[f.species].multiplier >= 8) {
        const l = labels[f.species];
        ctx.setTransform(1, 0, 0, 1, px(p.x), py(p.y + species[f.species].radius * 0.95));
        ctx.drawImage(l, -l.width / 2, -l.height / 2);
      }
      if (auto && f.id === lockId && !f.dieAt) {
        ctx.setTransform(1, 0, 0, 1, px(p.x), py(p.y));
        ctx.strokeStyle = 'rgba(248,113,113,0.9)'; ctx.lineWidth = 2 * dpr;
        ctx.beginPath(); ctx.arc(0, 0, species[f.species].radius * k * 1.05, 0, Math.PI * 2); ctx.stroke();
      }
    }
    for (const b of bullets) {
      if (!b.on) continue;
      const a = Math.atan2(b.vy, b.vx), c = Math.cos(a), sn = Math.sin(a);
      ctx.setTransform(c, sn, -sn, c, px(b.x), py(b.y));
      ctx.drawImage(bulletSprite, -bulletSprite.width / 2, -bulletSprite.height / 2);
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const e of effects) {
      if (!e.on) continue;
      const u = (t - e.born) / e.life;
      ctx.globalAlpha = Math.max(0, 1 - u);
      if (e.kind === 0) {
        const s = 0.4 + u * 0.8;
        ctx.setTransform(s, 0, 0, s, px(e.x), py(e.y));
        ctx.drawImage(netSprite, -netSprite.width / 2, -netSprite.height / 2);
      } else if (e.kind === 1) {
        ctx.setTransform(1, 0, 0, 1, px(e.x), py(e.y));
        ctx.drawImage(coinSprite, -coinSprite.width / 2, -coinSprite.height / 2);
      } else {
        ctx.setTransform(1, 0, 0, 1, px(e.x), py(e.y));
        ctx.font = '900 ' + Math.round(30 * k) + 'px system-ui, sans-serif';
        ctx.lineWidth = 5 * k; ctx.strokeStyle = 'rgba(2,10,20,0.85)'; ctx.strokeText(e.text, 0, 0);
        ctx.fillStyle = '#FDE68A'; ctx.fillText(e.text, 0, 0);
      }
    }
    ctx.globalAlpha = 1;
    // the cannon
    ctx.setTransform(k, 0, 0, k, px(cannonX), py(cannonY));
    ctx.fillStyle = '#1E293B'; ctx.beginPath(); ctx.arc(0, 40, 70, Math.PI, 0); ctx.fill();
    ctx.strokeStyle = '#F5C542'; ctx.lineWidth = 4; ctx.stroke();
    ctx.rotate(aimAngle + Math.PI / 2);
    ctx.translate(0, recoil * 12);
    const barrel = ctx.createLinearGradient(-18, 0, 18, 0);
    barrel.addColorStop(0, '#B7791F'); barrel.addColorStop(0.5, '#FDE68A'); barrel.addColorStop(1, '#B7791F');
    ctx.fillStyle = barrel;
    ctx.fillRect(-16, -78, 32, 78);
    ctx.fillStyle = '#F5C542'; ctx.fillRect(-21, -84, 42, 12);
    ctx.beginPath(); ctx.arc(0, 0, 30, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#7C2D12'; ctx.beginPath(); ctx.arc(0, 0, 14, 0, Math.PI * 2); ctx.fill();
  }

  // ---------------------------------------------------------------- paused while hidden
  function start() { if (!raf) { last = 0; raf = requestAnimationFrame(frame); } }
  function pause() { if (raf) { cancelAnimationFrame(raf); raf = 0; } holding = false; }
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) { pause(); clearTimeout(fishTimer); }
    else { start(); refreshFish(); }
  });
  let resizeTimer = 0;
  window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(layout, 150); });

  // ---------------------------------------------------------------- rules and fairness
  const opener = { el: null };
  function showFairness() {
    if (!room) return;
    $('[data-seed-hash]').textContent = room.seedHash;
    $('[data-client-seed]').textContent = room.clientSeed;
    $('[data-nonce]').textContent = String(nextNonce);
  }
  function openHelp(e) { opener.el = e.currentTarget; showFairness(); help.classList.add('on'); help.querySelector('[data-close-help]').focus(); }
  function closeHelp() { help.classList.remove('on'); if (opener.el) opener.el.focus(); }
  document.querySelectorAll('[data-open-help]').forEach((b) => b.addEventListener('click', openHelp));
  help.querySelector('[data-close-help]').addEventListener('click', closeHelp);
  help.addEventListener('click', (e) => { if (e.target === help) closeHelp(); });
  document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && help.classList.contains('on')) closeHelp(); });
  const hex = (buf) => Array.from(new Uint8Array(buf), (x) => x.toString(16).padStart(2, '0')).join('');
  async function verify(revealed) {
    const subtle = window.crypto && window.crypto.subtle;
    if (!subtle) return 'check it with any HMAC-SHA256 tool';
    const enc = new TextEncoder();
    if (hex(await subtle.digest('SHA-256', enc.encode(revealed.serverSeed))) !== revealed.seedHash) return 'its SHA-256 does NOT match the hash shown before';
    const key = await subtle.importKey('raw', enc.encode(revealed.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    let ok = 0, bad = 0;
    for (const s of myShots) {
      if (s.seedHash !== revealed.seedHash) continue;
      let d = -1;
      for (let cursor = 0; d < 0; cursor++) {
        const v = new DataView(await subtle.sign('HMAC', key, enc.encode(s.clientSeed + ':' + s.nonce + ':' + cursor)));
        for (let i = 0; i < 32 && d < 0; i += 4) { const u = v.getUint32(i); if (u < 4294920000) d = u % 120000; }
      }
      if ((d < 115200 / s.multiplier) === s.caught) ok++; else bad++;
    }
    return 'its SHA-256 matches the hash shown before; ' + ok + ' of your shots under it checked' + (bad ? ', ' + bad + ' did NOT match' : ', all as answered');
  }
  $('[data-rotate]').addEventListener('click', async () => {
    if (!room) return;
    const { status, json } = await call('rotate', { room: room.room });
    const out = $('[data-revealed]');
    if (status !== 200) { out.textContent = json.error || 'The seed could not be changed.'; return; }
    room.seedHash = json.seedHash;
    room.clientSeed = json.clientSeed;
    nextNonce = json.nonce;
    showFairness();
    const checked = await verify(json.revealed);
    out.textContent = 'Revealed server seed ' + json.revealed.serverSeed + ' (client seed ' + json.revealed.clientSeed + ', ' + json.revealed.shots + ' shots): ' + checked + '.';
  });

  // ---------------------------------------------------------------- go
  showStake();
  layout();
  openRoom().then(() => {
    if (stopped) return;
    say('Tap or drag on the sea to shoot: each shot bets ' + data.stakes[stakeIndex].label);
    start();
    fishTimer = setTimeout(refreshFish, 4000);
  });
})();
`;
