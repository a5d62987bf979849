import { useParams } from 'react-router';
import { SectionScreen } from '@/features/games/components/section-screen';
import { FavoriteScreen } from '@/features/play/components/favorite-screen';

export function Component() {
  const { sectionId } = useParams();
  return sectionId === 'favorite' ? <FavoriteScreen /> : <SectionScreen />;
}
