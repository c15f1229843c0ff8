import { useId } from 'react';

export type Bar = { label: string; value: number };

/** One drawing size whatever the number of bars, so every chart scales (text included) the same way. */
const WIDTH = 480;
const HEIGHT = 160;
const LABEL_ROOM = 20;

/**
 * A bar chart in plain SVG, lighter than a chart library for the dashboard's few bars (DESIGN.md
 * allows "Recharts or lighter"). Loaded with the dashboard's charts chunk only. The numbers are in
 * the table beside it; the chart is one labelled image for screen readers.
 */
export function BarChart({ title, bars, color = '#1677ff' }: { title: string; bars: Bar[]; color?: string }) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const step = WIDTH / Math.max(bars.length, 1);
  // With many bars (a 90-day period) only some labels fit.
  const labelEvery = Math.ceil(bars.length / 8);
  return (
    <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_ROOM}`} width="100%">
      <title id={titleId}>{title}</title>
      {bars.map((bar, index) => {
        const height = (bar.value / max) * HEIGHT;
        const barWidth = Math.min(step * 0.7, 80);
        return (
          <g key={bar.label}>
            <rect x={index * step + (step - barWidth) / 2} y={HEIGHT - height} width={barWidth} height={height} fill={color}>
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
            {index % labelEvery === 0 ? (
              <text x={Math.min(Math.max(index * step + step / 2, 18), WIDTH - 18)} y={HEIGHT + 14} fontSize={12} textAnchor="middle" fill="#595959">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
