import { cn } from '@/shared/lib/cn';

type TabListProps<T extends string | number> = {
  label: string;
  tabs: { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  /** Id prefix that ties each tab to its panel (`${idPrefix}-panel`). */
  idPrefix: string;
};

/** A row of tabs (ARIA tablist); the panel below carries `${idPrefix}-panel`. */
export function TabList<T extends string | number>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: TabListProps<T>) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:none]"
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition',
              active
                ? 'bg-gold-400 text-ink-900'
                : 'bg-white/5 text-indigo-100 ring-1 ring-white/10 hover:bg-white/10',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
