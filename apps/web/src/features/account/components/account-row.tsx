import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/shared/ui/icons';

type AccountRowProps = {
  label: string;
  value: ReactNode;
  /** A link target; or */
  to?: string;
  /** an action. Without either the row is not tappable. */
  onClick?: () => void;
  extra?: ReactNode;
};

const ROW = 'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left';

/** The action a row leads to ('Go To Verify', 'Set'), shown as a chip beside its value. */
export function RowAction({ children }: { children: ReactNode }) {
  return (
    <span className="bg-gold-gradient rounded-full px-2.5 py-1 text-[11px] font-bold text-ink-900">
      {children}
    </span>
  );
}

/** One row of the account page: a label and its value, tappable when it leads somewhere. */
export function AccountRow({ label, value, to, onClick, extra }: AccountRowProps) {
  const body = (
    <>
      <span className="shrink-0 text-sm text-indigo-200/75">{label}</span>
      <span className="ml-auto flex min-w-0 items-center gap-2 text-right text-sm font-semibold text-white">
        <span className="truncate">{value}</span>
        {extra}
      </span>
      {to || onClick ? (
        <ChevronRightIcon className="size-4 shrink-0 text-indigo-200/50" />
      ) : (
        <span className="w-4 shrink-0" aria-hidden="true" />
      )}
    </>
  );
  if (to) {
    return (
      <li>
        <Link to={to} className={`${ROW} transition hover:bg-white/5`}>
          {body}
        </Link>
      </li>
    );
  }
  if (onClick) {
    return (
      <li>
        <button type="button" onClick={onClick} className={`${ROW} transition hover:bg-white/5`}>
          {body}
        </button>
      </li>
    );
  }
  return <li className={ROW}>{body}</li>;
}
