import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
type Size = 'sm' | 'md';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 shadow-sm disabled:bg-indigo-400',
  secondary:
    'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 shadow-sm disabled:text-slate-500',
  danger: 'bg-red-600 text-white hover:bg-red-700 shadow-sm disabled:bg-red-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-500',
};
const SIZES: Record<Size, string> = {
  sm: 'h-8 px-2.5 text-[13px] gap-1.5',
  md: 'h-9 px-3.5 text-sm gap-2',
};

export const buttonClass = (variant: Variant = 'secondary', size: Size = 'md') =>
  `inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** Working: a spinner, and no second press. */
  busy?: boolean;
  children: ReactNode;
};

export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  type = 'button',
  disabled,
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
      {...rest}
    >
      {busy && <Spinner className="size-3.5" />}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'secondary',
  size = 'md',
  className = '',
  ...rest
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={`${buttonClass(variant, size)} ${className}`} {...rest} />;
}

/** Reject and approve, side by side, for one row of a queue (named for what they decide). */
export function DecisionButtons({
  name,
  onDecide,
}: {
  /** What is decided, in the buttons' names: 'W12' gives 'Approve W12'. */
  name: string;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  return (
    <>
      <Button size="sm" onClick={() => onDecide('reject')} aria-label={`Reject ${name}`}>
        Reject
      </Button>
      <Button
        size="sm"
        variant="primary"
        onClick={() => onDecide('approve')}
        aria-label={`Approve ${name}`}
      >
        Approve
      </Button>
    </>
  );
}

/** A row's 'Change' button, named for the row ('Change GCash'). */
export function ChangeButton({
  name,
  label = 'Change',
  onClick,
}: {
  name: string;
  label?: string;
  onClick: () => void;
}) {
  return (
    <Button size="sm" onClick={onClick} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
}
