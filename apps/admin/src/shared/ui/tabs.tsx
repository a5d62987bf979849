import { useId, useRef, type ReactNode } from 'react';

/** Tabs with their panel (the arrow keys move between tabs). */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (offset: number) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(index + offset + tabs.length) % tabs.length]!;
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.value}"]`)?.focus();
  };
  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              data-tab={tab.value}
              id={`${base}-${tab.value}-tab`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${selected ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${value}-tab`}
        className="pt-4"
      >
        {children}
      </div>
    </div>
  );
}
