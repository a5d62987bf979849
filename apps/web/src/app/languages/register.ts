import { registerCatalogues } from '@/shared/i18n/language';

/** Each language other than English is one lazy chunk: the app's messages and the contract's. */
export function registerLanguages(): void {
  registerCatalogues(async (language) => {
    switch (language) {
      case 'fil_PH':
        return (await import('./fil_PH')).catalogue;
      default:
        return { messages: {} };
    }
  });
}
