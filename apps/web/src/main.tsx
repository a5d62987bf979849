import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startInstallSupport } from '@/shared/pwa/install';
import { removeStaleStorage } from '@/shared/storage/storage';
import './styles.css';

// Keys of an older storage version are dropped before anything reads storage (spec 7).
removeStaleStorage();
// The install prompt is kept for /s-download; the service worker registers after the load.
startInstallSupport();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
