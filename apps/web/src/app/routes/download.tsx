import { DownloadScreen } from '@/features/download/components/download-screen';

export function Component() {
  return <DownloadScreen />;
}
