import { AppProvider } from '@/app/provider';
import { AppRouter, type AppRouterInstance } from '@/app/router';

export function App({ router }: { router: AppRouterInstance }) {
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
