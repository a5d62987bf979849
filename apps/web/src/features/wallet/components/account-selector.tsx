import { mask, type FinanceAccount, type PaymentChannel } from '@pisoplay/contract';
import { cn } from '@/shared/lib/cn';
import { CheckIcon } from '@/shared/ui/icons';
import { ChannelLogo } from './channel-logo';

type AccountSelectorProps = {
  label: string;
  accounts: readonly FinanceAccount[];
  channels: readonly PaymentChannel[];
  selectedId: number | undefined;
  onSelect: (account: FinanceAccount) => void;
};

/** The withdraw-account selector (spec 2.12): the player's accounts as a radio group. */
export function AccountSelector({
  label,
  accounts,
  channels,
  selectedId,
  onSelect,
}: AccountSelectorProps) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-col gap-2">
      {accounts.map((account) => {
        const selected = account.id === selectedId;
        return (
          <button
            key={account.id}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onSelect(account)}
            className={cn(
              'flex h-14 items-center gap-3 rounded-2xl bg-ink-950/60 px-3 text-left ring-1 transition',
              selected ? 'ring-2 ring-gold-400' : 'ring-white/10 hover:ring-white/25',
            )}
          >
            <ChannelLogo
              channels={channels}
              channelName={account.channel_name}
              className="size-9 overflow-hidden"
              imageClassName="size-7"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-semibold text-white">
                {account.channel_name}
              </span>
              <span className="text-xs text-indigo-200/70 tabular-nums">
                {mask(account.account)}
              </span>
            </span>
            {selected ? <CheckIcon aria-hidden="true" className="size-4 text-gold-300" /> : null}
          </button>
        );
      })}
    </div>
  );
}
