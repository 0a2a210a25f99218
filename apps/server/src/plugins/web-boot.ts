import { createHash } from 'node:crypto';

/**
 * How a server-rendered page starts its app: the page is already on screen from the HTML, so its scripts
 * wait for that first paint and for the page's hero images (`img[fetchpriority=high]`, the banner) to
 * arrive, then load. On a slow line the first paint and the hero image no longer share the bandwidth with
 * 150-odd KB of script; the app starts at most 1.2 s after the HTML was read whatever the images do.
 *
 * The entry goes first; the modules it will ask for are preloaded beside it, one per task. A tap on a
 * button before the app is live is kept and played again when it is.
 *
 * The script is constant (what it loads comes in the `app-boot` data block beside it), so the page's
 * content security policy allows exactly this script by its hash, and no other inline script.
 */
export const BOOT_DATA_ID = 'app-boot';

export const BOOT_SCRIPT = `(function (d) {
  var boot = JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    d.head.appendChild(script);
    // One link a task: each insertion starts a fetch and costs a millisecond or more, and fifty at once
    // were a task a phone felt.
    var next = 0;
    (function one() {
      if (next >= boot.preload.length) return;
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = boot.preload[next];
      next += 1;
      d.head.appendChild(link);
      setTimeout(one, 0);
    })();
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var waiting = Array.prototype.filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (img) {
    return !img.complete;
  });
  var left = waiting.length;
  function settled() {
    left -= 1;
    if (left === 0) afterPaint();
  }
  waiting.forEach(function (img) {
    img.addEventListener('load', settled);
    img.addEventListener('error', settled);
  });
  if (left === 0) afterPaint();
  setTimeout(start, 1200);

  // A tap on a button or a tab before the app has taken the page over finds no handler (links and forms
  // work without the app). The page keeps the last such tap and plays it again once the app is live, on
  // the same element (hydration keeps the server's elements). Once the app's root exists it sees every tap
  // itself (a part not hydrated yet hydrates first), so holding stops there.
  var root = d.documentElement;
  var held = null;
  function hold(event) {
    if (root.hasAttribute('data-render')) return d.removeEventListener('click', hold, true);
    var target = event.target && event.target.closest ? event.target.closest('button, [role="button"], [role="tab"]') : null;
    if (!target || target.disabled || (target.type === 'submit' && target.form)) return;
    held = { target: target, at: Date.now() };
  }
  d.addEventListener('click', hold, true);
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    d.removeEventListener('click', hold, true);
    if (held && held.target.isConnected && 10000 > Date.now() - held.at) held.target.click();
    held = null;
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
})(document);`;

/** The policy source that allows the boot script (and nothing else inline). */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** What the boot script loads: the app's entry module and the modules to fetch beside it. */
export interface BootData {
  entry: string;
  preload: string[];
}

/** The data block and the script, for the end of the page's body. */
export function bootTags(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script><script>${BOOT_SCRIPT}</script>`;
}
