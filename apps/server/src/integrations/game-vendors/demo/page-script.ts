/**
 * The opening every demo game page's script shares, inlined into its text: the page's root element and the
 * data the server put beside it (`<script type="application/json" id="<name>-data">`), `$` to find an element
 * (within the root, or the whole document for pages drawn outside it), and `money(cents)` in the player's
 * currency and language.
 */
export function scriptOpening(name: string, scope: 'root' | 'document' = 'root'): string {
  return `const root = document.getElementById('${name}');
  const dataEl = document.getElementById('${name}-data');
  if (!root || !dataEl) return;
  const data = JSON.parse(dataEl.textContent);
  const $ = (sel) => ${scope}.querySelector(sel);
  let format;
  try {
    format = new Intl.NumberFormat(data.locale, { style: 'currency', currency: data.currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    format = { format: (v) => data.currency + ' ' + v.toFixed(2) };
  }
  const money = (cents) => format.format(cents / 100);`;
}
