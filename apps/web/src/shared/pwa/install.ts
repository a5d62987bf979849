import { useSyncExternalStore } from 'react';
import { createStore } from '@/shared/lib/create-store';

/** Chrome's install prompt event (not in TypeScript's DOM library). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallState = {
  /** Chrome offered to install: the event to prompt with, until it is used. */
  prompt: InstallPromptEvent | null;
  /** Installed in this visit (appinstalled), or running as the installed app. */
  installed: boolean;
};

const state = createStore<InstallState>({ prompt: null, installed: false });

const runningInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Starts early (main.tsx): Chrome fires beforeinstallprompt once, possibly before the download
 * page has loaded, so the event is kept here. The service worker is registered after the page
 * has loaded, so it takes nothing from the first paint.
 */
export function startInstallSupport(): void {
  state.set({ prompt: null, installed: runningInstalled() });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    state.set({ ...state.get(), prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => state.set({ prompt: null, installed: true }));
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Shows Chrome's install dialog; resolves whether the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = state.get().prompt;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  state.set({ prompt: null, installed: outcome === 'accepted' || state.get().installed });
  return outcome === 'accepted';
}

export const useInstallState = (): InstallState =>
  useSyncExternalStore(state.subscribe, state.get, state.get);
