import type { NavProvider } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { GridIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';
import { GAMES_COPY } from '../copy';

type ProviderSelectProps = {
  providers: NavProvider[];
  selected: number[];
  onChange: (ids: number[]) => void;
};

const CHIP =
  'flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3 text-xs font-semibold ring-1 transition active:scale-95';

/** Provider filter: toggles over the providers this category lists; none selected means all. */
export function ProviderSelect({ providers, selected, onChange }: ProviderSelectProps) {
  const COPY = useCopy(GAMES_COPY);
  if (providers.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  const on = 'bg-gold-400/15 text-gold-200 ring-gold-400/70';
  const off = 'bg-white/5 text-indigo-100/80 ring-white/10 hover:ring-white/25';
  return (
    <div
      role="group"
      aria-label={COPY.providersLabel}
      className="no-scrollbar flex gap-2 overflow-x-auto px-3"
    >
      <button
        type="button"
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
        className={cn(CHIP, selected.length === 0 ? on : off)}
      >
        <GridIcon className="size-3.5" />
        {COPY.allProviders}
      </button>
      {providers.map((provider) => {
        const active = selected.includes(provider.id);
        return (
          <button
            key={provider.id}
            type="button"
            aria-pressed={active}
            onClick={() => toggle(provider.id)}
            className={cn(CHIP, active ? on : off)}
          >
            <Img
              src={provider.logo}
              alt=""
              className="h-4 w-auto max-w-12 rounded object-contain"
            />
            {provider.name}
          </button>
        );
      })}
    </div>
  );
}
