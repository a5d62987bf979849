import {
  CherryIcon,
  FishIcon,
  FlameIcon,
  GridIcon,
  SparklesIcon,
  SpadeIcon,
  TargetIcon,
  TrophyIcon,
  VideoIcon,
} from '@/shared/ui/icons';

const ICONS: Record<string, typeof GridIcon> = {
  hot: FlameIcon,
  new: SparklesIcon,
  '1': VideoIcon,
  '2': FishIcon,
  '3': CherryIcon,
  '4': TrophyIcon,
  '5': SpadeIcon,
  '7': TargetIcon,
};

/** The icon of a category key of the index ('3', 'hot'). */
export function CategoryIcon({
  categoryKey,
  className,
}: {
  categoryKey: string;
  className?: string;
}) {
  const Icon = ICONS[categoryKey] ?? GridIcon;
  return <Icon className={className} />;
}
