/**
 * Tests in Filipino: the app's real catalogue (app/languages/fil_PH.ts), loaded the way the
 * language switch loads it. Every test starts in English again (testing/setup.ts).
 */
import { registerLanguages } from '@/app/languages/register';
import { setLanguage } from '@/shared/i18n/language';

export async function switchToFilipino(): Promise<void> {
  registerLanguages();
  await setLanguage('fil_PH');
}
