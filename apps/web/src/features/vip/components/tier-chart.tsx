import { useId } from 'react';
import { VIP_TIERS, type VipLevel, type VipStatus } from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { VIP_COPY } from '../copy';
import { formatXp, progressOf } from '../lib/vip-format';

type TierChartProps = {
  status: VipStatus;
  /** The levels of the player's tier (and the next tier's first, when it is next). */
  steps: readonly VipLevel[];
};

// The drawing's own units: as wide as the card's content on a 390-pixel phone, so its text
// stays at its size.
const WIDTH = 320;
const HEIGHT = 150;
const BASE = 112;
const LOWEST = 26;
const HIGHEST = 80;

/** The accessible text of the chart: the steps, then where the player stands. */
export function tierChartLabel(status: VipStatus, steps: readonly VipLevel[]): string {
  const copy = copyOf(VIP_COPY);
  const levels = steps.map((s) => copy.tierChartStep({ level: s.level, xp: formatXp(s.xp) }));
  return copy.tierChartLabel({
    steps: `${status.tier}: ${levels.join(', ')}`,
    position: copy.tierChartYou({ level: status.level, xp: formatXp(status.xp) }),
  });
}

/**
 * A step chart of the levels around the player: one rising step a level, filled up to their
 * level, the next one filled as far as their progress, a marker on their own.
 */
export function TierChart({ status, steps }: TierChartProps) {
  const COPY = useCopy(VIP_COPY);
  const clip = useId();
  const column = WIDTH / steps.length;
  const rise = steps.length > 1 ? (HIGHEST - LOWEST) / (steps.length - 1) : 0;
  const progress = progressOf(status) / 100;
  return (
    <svg
      role="img"
      aria-label={tierChartLabel(status, steps)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="aspect-[320/150] w-full"
    >
      <line
        x1="0"
        x2={WIDTH}
        y1={BASE + 0.5}
        y2={BASE + 0.5}
        stroke="currentColor"
        className="text-white/15"
      />
      {steps.map((step, index) => {
        const height = LOWEST + rise * index;
        const x = index * column + 6;
        const width = column - 12;
        const y = BASE - height;
        const reached = step.level <= status.level;
        const isNext = status.next?.level === step.level;
        const isMine = step.level === status.level;
        const otherTier = step.ty !== status.current.ty;
        const centre = x + width / 2;
        return (
          <g key={step.level}>
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              rx="6"
              className={reached ? 'fill-amber-300' : otherTier ? 'fill-white/5' : 'fill-white/10'}
              strokeDasharray={otherTier ? '4 3' : undefined}
              stroke={otherTier ? 'currentColor' : undefined}
              color="rgb(255 255 255 / 0.3)"
            />
            {isNext && progress > 0 ? (
              <>
                <clipPath id={`${clip}-${step.level}`}>
                  <rect x={x} y={y} width={width} height={height} rx="6" />
                </clipPath>
                <rect
                  x={x}
                  y={BASE - height * progress}
                  width={width}
                  height={height * progress}
                  clipPath={`url(#${clip}-${step.level})`}
                  className="fill-amber-300/45"
                />
              </>
            ) : null}
            {isMine ? (
              <g>
                <rect
                  x={centre - 18}
                  y={y - 26}
                  width="36"
                  height="18"
                  rx="9"
                  className="fill-white"
                />
                <path d={`M${centre - 5} ${y - 8.5}h10l-5 5z`} className="fill-white" />
                <text
                  x={centre}
                  y={y - 13}
                  textAnchor="middle"
                  className="fill-ink-900 text-[11px] font-extrabold"
                >
                  {COPY.you}
                </text>
              </g>
            ) : null}
            <text
              x={centre}
              y={BASE + 16}
              textAnchor="middle"
              className={
                isMine
                  ? 'fill-amber-300 text-[12px] font-extrabold'
                  : 'fill-white text-[12px] font-bold'
              }
            >
              {COPY.stepLabel({ level: step.level })}
            </text>
            <text
              x={centre}
              y={BASE + 31}
              textAnchor="middle"
              className="fill-indigo-200 text-[10px] tabular-nums"
            >
              {formatXp(step.xp)}
            </text>
            {otherTier ? (
              <text
                x={centre}
                y={BASE - 9}
                textAnchor="middle"
                className="fill-indigo-100 text-[10px] font-semibold"
              >
                {VIP_TIERS[step.ty - 1]}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
