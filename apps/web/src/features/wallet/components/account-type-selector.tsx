import { CHANNEL_FLAGS, type PaymentChannel } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { cn } from '@/shared/lib/cn';
import { Img } from '@/shared/ui/img';
import { WALLET_COPY } from '../copy';

type AccountTypeSelectorProps = {
  channels: readonly PaymentChannel[];
  /** Channel names that already have an active account: shown 'Exists' and not choosable. */
  taken: ReadonlySet<string>;
  selected: string | undefined;
  onSelect: (channel: PaymentChannel) => void;
};

/** The account-type selector (spec 2.12): e-wallets (flag 2) and banks (flag 1). */
export function AccountTypeSelector({
  channels,
  taken,
  selected,
  onSelect,
}: AccountTypeSelectorProps) {
  const COPY = useCopy(WALLET_COPY);
  const groups = [
    { title: COPY.eWallets, flag: CHANNEL_FLAGS.instrument },
    { title: COPY.banks, flag: CHANNEL_FLAGS.bank },
  ];
  return (
    <div className="flex flex-col gap-4">
      {groups.map(({ title, flag }) => {
        const items = channels.filter((channel) => channel.flag === flag);
        if (items.length === 0) return null;
        return (
          <div key={title} role="radiogroup" aria-label={title} className="flex flex-col gap-2">
            <h3 className="text-xs font-bold tracking-wider text-indigo-200/60 uppercase">
              {title}
            </h3>
            {items.map((channel) => {
              const exists = taken.has(channel.name);
              const checked = channel.name === selected;
              return (
                <button
                  key={channel.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  disabled={exists}
                  onClick={() => onSelect(channel)}
                  className={cn(
                    'flex h-13 items-center gap-3 rounded-2xl bg-ink-950/60 px-3 text-left ring-1 transition disabled:opacity-55',
                    checked ? 'ring-2 ring-gold-400' : 'ring-white/10 enabled:hover:ring-white/25',
                  )}
                >
                  <Img src={channel.img} alt="" className="size-8 shrink-0 object-contain" />
                  <span className="flex-1 truncate text-sm font-semibold text-white">
                    {channel.name}
                  </span>
                  {exists ? (
                    <span className="rounded-full bg-white/10 px-2 py-0.5 text-[11px] font-semibold text-indigo-100">
                      {COPY.exists}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
