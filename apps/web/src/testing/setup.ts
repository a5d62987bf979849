import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { currentLanguage } from '@/shared/i18n/i18n';
import { setLanguage } from '@/shared/i18n/language';

// `npm test` runs these beside the browser tests on 2 cores: a find or waitFor may wait up to
// 5 s (testing-library's default is 1 s) before it fails; a passing one still returns at once.
configure({ asyncUtilTimeout: 5000 });

// Test files share one jsdom and their modules (isolate: false): nothing a test changes may
// reach the next file.
afterEach(async () => {
  cleanup();
  if (currentLanguage() !== 'en_US') await setLanguage('en_US');
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
