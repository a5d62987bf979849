import type { PaymentChannel } from '@pisoplay/contract';
import { cn } from '@/shared/lib/cn';
import { CheckIcon } from '@/shared/ui/icons';
import { Img } from '@/shared/ui/img';

type ChannelPickerProps = {
  label: string;
  channels: readonly PaymentChannel[];
  selectedId: number | undefined;
  onSelect: (channel: PaymentChannel) => void;
};

/** The deposit sheet's payment methods: a radio group of tiles with the channel's image. */
export function ChannelPicker({ label, channels, selectedId, onSelect }: ChannelPickerProps) {
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-3 gap-2">
      {channels.map((channel) => {
        const selected = channel.id === selectedId;
        return (
          <button
            key={channel.id}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onSelect(channel)}
            className={cn(
              'relative flex h-20 flex-col items-center justify-center gap-1.5 rounded-2xl bg-ink-950/60 px-1 text-xs font-semibold text-indigo-50 ring-1 transition',
              selected ? 'ring-2 ring-gold-400' : 'ring-white/10 hover:ring-white/25',
            )}
          >
            <Img src={channel.img} alt="" className="h-8 w-auto max-w-16 object-contain" />
            <span className="w-full truncate text-center">{channel.name}</span>
            {selected ? (
              <CheckIcon
                aria-hidden="true"
                className="absolute top-1.5 right-1.5 size-3.5 text-gold-300"
              />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
