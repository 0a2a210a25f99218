/* global document */
// Runs before the stylesheet applies so the saved theme paints on the first frame (no dark/light flash).
// A plain external script rather than inline so a strict Content-Security-Policy (script-src 'self') allows it.
(function () {
  var theme = 'dark';
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light';
  } catch {
    // storage blocked (private mode, policy): keep the default
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
