import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTranslation } from 'react-i18next';
import { toNumber } from '@/shared/lib/format';

const COLORS = ['#4f6bff', '#f0a020', '#20b07a', '#d04a6a'];

/** One per-day line chart (uPlot), sized to its card, redrawn when the data or the width change. */
export default function DayChart<K extends string>({ title, days, series }: { title: string; days: Array<{ day: string } & Record<K, string | number>>; series: K[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => new Date(`${d.day}T00:00:00`).getTime() / 1000);
    const data: uPlot.AlignedData = [xs, ...series.map((k) => days.map((d) => toNumber(d[k])))];
    const styles = getComputedStyle(document.documentElement);
    const axisColor = styles.getPropertyValue('--text-muted').trim() || '#888';
    const gridColor = styles.getPropertyValue('--border').trim() || '#333';
    const axis = { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(300, el.clientWidth),
        height: 240,
        // a key built from the generic K, which i18next's types cannot check: passed as a plain string
        series: [{}, ...series.map((k, i) => ({ label: t(`dashboard.kpi.${k}` as string), stroke: COLORS[i % COLORS.length], width: 2, points: { show: days.length < 40 } }))],
        axes: [axis, { ...axis, size: 70 }],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => plot.setSize({ width: Math.max(300, el.clientWidth), height: 240 })) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [days, series, t]);

  return (
    <figure className="card chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
