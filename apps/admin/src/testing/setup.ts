import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSessionStore } from '@/shared/session/session-store';

// A find or waitFor may wait up to 5 s while other tests share the cores.
configure({ asyncUtilTimeout: 5000 });

// Test files share one jsdom and their modules (isolate: false): nothing a test leaves may reach
// the next file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetSessionStore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
