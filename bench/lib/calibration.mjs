// The CPU slowdown that makes any host emulate the same budget phone. Lighthouse's 4x assumes a host whose
// benchmarkIndex is about 1,400; on a faster host the same 4x emulates a fast phone. So the slowdown is
// benchmarkIndex / 350, clamped to 1-20: a host of 1,400 gets Lighthouse's 4x, one of 3,500 gets 10x.
// The index is Lighthouse's own benchmark (its page function, the same code its runs report as
// environment.benchmarkIndex), measured in a page of the browser the bench drives.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const INDEX_PER_SLOWDOWN = 350;

/** The slowdown for a benchmarkIndex (two decimals). */
export function slowdownFor(index) {
  return Number(Math.min(20, Math.max(1, index / INDEX_PER_SLOWDOWN)).toFixed(2));
}

/** Lighthouse's benchmarkIndex in a Playwright page (unthrottled): the median of `runs` readings. */
export async function benchmarkIndexIn(page, runs = 3) {
  const readings = [];
  for (let i = 0; i < runs; i++) readings.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
  readings.sort((a, b) => a - b);
  return { index: readings[Math.floor(readings.length / 2)], readings };
}
