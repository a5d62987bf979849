import { useId } from 'react';

type ProgressRingProps = {
  /** 0 to 100. */
  percent: number;
  /** What the chart says, read out in place of the drawing. */
  label: string;
  /** The small line under the percent. */
  caption: string;
};

const RADIUS = 50;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring chart of the progress to the next level, the percent in its middle. */
export function ProgressRing({ percent, label, caption }: ProgressRingProps) {
  const gradient = useId();
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * CIRCUMFERENCE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 120 120"
      className="size-28 shrink-0"
      data-percent={percent}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="var(--color-gold-200)" />
          <stop offset="100%" stopColor="var(--color-gold-500)" />
        </linearGradient>
      </defs>
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        stroke="currentColor"
        strokeWidth="10"
        className="text-white/10"
      />
      {filled > 0 ? (
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke={`url(#${gradient})`}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      ) : null}
      <text
        x="60"
        y="60"
        textAnchor="middle"
        className="fill-white text-[26px] font-black tabular-nums"
      >
        {`${percent}%`}
      </text>
      <text x="60" y="80" textAnchor="middle" className="fill-indigo-200 text-[11px] font-semibold">
        {caption}
      </text>
    </svg>
  );
}
