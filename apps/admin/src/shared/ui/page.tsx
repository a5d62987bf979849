import { useEffect, type ReactNode } from 'react';
import { Button } from './button';
import { OutcomeNotice, type Outcome } from './held';

/**
 * A page's heading (its one h1), what it is for, and its actions (`add`: its primary button, for
 * a role that may); sets the tab's title. Under it, what the page's last action did.
 */
export function PageHeader({
  title,
  description,
  actions,
  add,
  outcome = null,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  add?: { label: string; onClick: () => void } | false;
  outcome?: Outcome | null;
}) {
  useEffect(() => {
    document.title = `${title} · PisoPlay back office`;
  }, [title]);
  const buttons = add ? (
    <Button variant="primary" onClick={add.onClick}>
      {add.label}
    </Button>
  ) : (
    actions
  );
  return (
    <>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {buttons && <div className="flex items-center gap-2">{buttons}</div>}
      </header>
      <OutcomeNotice outcome={outcome} />
    </>
  );
}

/** A titled block of a page (its h2). */
export function Panel({
  title,
  actions,
  children,
  className = '',
  flush = false,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** No padding: a table fills it. */
  flush?: boolean;
}) {
  return (
    <section
      className={`overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs ${className}`}
    >
      {(title || actions) && (
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
          {title && <h2 className="text-sm font-semibold text-slate-900">{title}</h2>}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      )}
      <div className={flush ? '' : 'p-4'}>{children}</div>
    </section>
  );
}

/** Label and value pairs (a description list). */
export function Details({
  items,
  columns = 2,
}: {
  items: [label: string, value: ReactNode][];
  columns?: 1 | 2 | 3;
}) {
  const grid = { 1: 'grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' }[columns];
  return (
    <dl className={`grid gap-x-6 gap-y-3 text-sm ${grid}`}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
