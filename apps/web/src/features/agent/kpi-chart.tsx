import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { KpiDay } from '@lobby/contract/schemas';

/** Reads a design token, so the chart follows the theme. */
function token(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Valid bets and deposits per day as a small two-line chart (uPlot: canvas, a few KB, loaded only with the
 * agent screen's chart). Redrawn when the data, the width or the theme change.
 */
export default function KpiChart({
  days,
  labels,
  theme,
  locale,
  dayLabel,
}: {
  days: KpiDay[];
  labels: { bets: string; deposits: string };
  theme: string;
  /** BCP 47 tag of the UI language, for the figures */
  locale: string;
  /** a day (YYYY-MM-DD) as the axis names it, short: "Nov 24", "11月24日" */
  dayLabel: (day: string) => string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
    const step = Math.max(1, Math.ceil(days.length / 6));
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const text = token('--color-text-muted', '#a7b0d3');
    const grid = token('--color-border', '#28335c');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '11px system-ui' };
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 160,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          // one tick per day (every few days on long ranges), labelled with the short day of the UI language
          { ...axis, splits: () => xs.filter((_, i) => i % step === 0), values: (_u, ticks) => ticks.map((s) => dayLabel(new Date(s * 1000).toISOString().slice(0, 10))) },
          { ...axis, size: 48, values: (_u, ticks) => ticks.map((v) => compact.format(v)) },
        ],
        series: [
          {},
          { label: labels.bets, stroke: token('--color-accent', '#f6c453'), width: 2, fill: token('--color-accent-soft', 'rgba(246,196,83,.14)'), points: { show: days.length < 16 } },
          { label: labels.deposits, stroke: token('--color-info', '#7cc4ff'), width: 2, points: { show: days.length < 16 } },
        ],
      },
      [xs, days.map((d) => d.validBets), days.map((d) => d.deposits)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 160 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels.bets, labels.deposits, theme, locale, dayLabel]);

  return <div ref={box} className="kpi-chart" aria-hidden="true" />;
}
