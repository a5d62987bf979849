import { PRODUCT_NAME } from '@/shared/config/env';
import { useCopy } from '@/shared/i18n/define-copy';
import { AUTH_COPY } from '../copy';

const REEL_SYMBOLS = ['7', '★', '7'] as const;

/** A gold coin with the peso sign. */
function Coin({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="#e6a81e" stroke="#94610a" strokeWidth={r / 8} />
      <circle cx={x} cy={y} r={r * 0.72} fill="none" stroke="#ffdc7a" strokeWidth={r / 12} />
      <text x={x} y={y + r * 0.36} fontSize={r} fontWeight="900" textAnchor="middle" fill="#94610a">
        ₱
      </text>
    </g>
  );
}

/**
 * The brand below the login card: a slot machine showing 7 ★ 7 among coins, the product's
 * name and its promise. Decoration only; the login works without it.
 */
export function LoginArt() {
  const COPY = useCopy(AUTH_COPY);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 pt-8">
      <svg viewBox="0 0 320 190" aria-hidden="true" className="w-full max-w-[300px]">
        <defs>
          <linearGradient id="login-art-body" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#2d246a" />
          </linearGradient>
          <linearGradient id="login-art-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffecb0" />
            <stop offset="1" stopColor="#e6a81e" />
          </linearGradient>
        </defs>
        <ellipse cx="160" cy="178" rx="130" ry="10" fill="#000" opacity="0.35" />
        <rect x="80" y="22" width="160" height="150" rx="22" fill="url(#login-art-body)" />
        <rect
          x="80"
          y="22"
          width="160"
          height="150"
          rx="22"
          fill="none"
          stroke="url(#login-art-gold)"
          strokeWidth="5"
        />
        <rect x="104" y="8" width="112" height="28" rx="14" fill="url(#login-art-gold)" />
        <text x="160" y="28" fontSize="15" fontWeight="900" textAnchor="middle" fill="#2d246a">
          {COPY.jackpot}
        </text>
        {REEL_SYMBOLS.map((symbol, i) => (
          <g key={i}>
            <rect x={98 + i * 43} y="58" width="38" height="62" rx="8" fill="#fff6d8" />
            <text
              x={117 + i * 43}
              y="101"
              fontSize="32"
              fontWeight="900"
              textAnchor="middle"
              fill={symbol === '★' ? '#e6a81e' : '#d62848'}
            >
              {symbol}
            </text>
          </g>
        ))}
        <rect x="110" y="136" width="100" height="18" rx="9" fill="#110e31" />
        <line
          x1="246"
          y1="60"
          x2="262"
          y2="40"
          stroke="#ffdc7a"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="264" cy="36" r="9" fill="#d62848" />
        <Coin x={48} y={140} r={24} />
        <Coin x={34} y={92} r={15} />
        <Coin x={282} y={150} r={20} />
        <Coin x={292} y={104} r={12} />
      </svg>
      <p className="text-gold-gradient text-2xl font-black tracking-tight">{PRODUCT_NAME}</p>
      <p className="text-center text-xs text-indigo-200/60">{COPY.brandPromise}</p>
    </div>
  );
}
