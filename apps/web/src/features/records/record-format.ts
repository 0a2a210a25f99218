/** How an amount reads at a glance: a gain, a loss, or even. */
export function netTone(net: number): 'up' | 'down' | 'even' {
  const cents = Math.round(net * 100);
  return cents > 0 ? 'up' : cents < 0 ? 'down' : 'even';
}
