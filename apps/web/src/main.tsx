import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { queryClient } from '@/app/provider';
import { registerLanguages } from '@/app/languages/register';
import { seedServedHomeIndex } from '@/shared/brand/home-index';
import { restoreLanguage } from '@/shared/i18n/language';
import { startInstallSupport } from '@/shared/pwa/install';
import { rememberReferral } from '@/shared/referral/referral';
import { removeStaleStorage } from '@/shared/storage/storage';
import './styles.css';

// Keys of an older storage version are dropped before anything reads storage (spec 7).
removeStaleStorage();
// An invitation link (`/?ref=CODE`) is kept on the device until an account is made with it.
rememberReferral();
// The install prompt is kept for /s-download; the service worker registers after the load.
startInstallSupport();
// The lobby's index came with the page: its first frame needs no request.
seedServedHomeIndex(queryClient);

registerLanguages();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
const root = createRoot(container);

/** Resolves in a task of its own: the browser may paint and take input before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start, in steps of their own task each, so that none keeps a slow phone busy for long: the
 * modules' evaluation (this file's task), the router (matching the address starts the route's
 * code and its calls), then the first render.
 */
async function start() {
  // A player who chose Filipino gets it from the first frame: its chunk loads before the render
  // (English resolves at once).
  await restoreLanguage();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The first render as a transition: React renders it in slices of a few milliseconds and lets
  // the browser paint and take input between them, instead of one long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
