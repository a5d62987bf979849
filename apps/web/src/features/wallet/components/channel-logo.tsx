import type { PaymentChannel } from '@pisoplay/contract';
import { cn } from '@/shared/lib/cn';
import { WalletIcon } from '@/shared/ui/extra-icons';
import { Img } from '@/shared/ui/img';

type ChannelLogoProps = {
  channels: readonly PaymentChannel[] | undefined;
  channelName: string;
  /** Sizes of the tile and of the logo inside it. */
  className: string;
  imageClassName: string;
};

/** A withdrawal account's channel logo in its tile; a wallet icon when the channel has none. */
export function ChannelLogo({
  channels,
  channelName,
  className,
  imageClassName,
}: ChannelLogoProps) {
  const img = channels?.find((channel) => channel.name === channelName)?.img;
  return (
    <span className={cn('grid shrink-0 place-items-center rounded-xl bg-white/8', className)}>
      {img ? (
        <Img src={img} alt="" className={cn('object-contain', imageClassName)} />
      ) : (
        <WalletIcon className="size-5 text-gold-300" />
      )}
    </span>
  );
}
