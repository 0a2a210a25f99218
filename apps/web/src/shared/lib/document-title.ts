/**
 * A page's document title (the tab, the task switcher, a bookmark): the page's name and the brand's,
 * "Login · Golden Dragon"; home is the brand alone. The server's page and the browser use this one rule.
 */
export function documentTitle(page: string | null, brand: string | undefined): string {
  if (!brand) return page ?? '';
  return page ? `${page} · ${brand}` : brand;
}
