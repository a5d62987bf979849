import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the download page (/s-download); the numbered lists are read in order. */
export const DOWNLOAD_COPY = defineCopy('download', {
  title: 'Download',
  heading: 'PisoPlay on your home screen',
  intro:
    'Install PisoPlay as an app: no app store, no large download. It opens full screen from its own icon and always runs the latest version.',
  benefit1: 'One tap from your home screen',
  benefit2: 'Full screen, without the browser bar',
  benefit3: 'Less than 1 MB, updates itself',
  install: 'Install PisoPlay',
  installing: 'Installing…',
  installedTitle: 'PisoPlay is installed',
  installedText: 'Open it from the PisoPlay icon on your home screen.',
  androidTitle: 'Android (Chrome)',
  androidPrompt: 'Tap the button to add PisoPlay to your home screen.',
  androidStep1: 'Open this page in Chrome.',
  androidStep2: 'Tap the menu (⋮) at the top right.',
  androidStep3: "Tap 'Install app' or 'Add to Home screen'.",
  androidStep4: "Tap 'Install' to confirm.",
  iosTitle: 'iPhone and iPad (Safari)',
  iosStep1: 'Open this page in Safari.',
  iosStep2: 'Tap the Share button (the square with an arrow) in the toolbar.',
  iosStep3: "Scroll down and tap 'Add to Home Screen'.",
  iosStep4: "Tap 'Add' at the top right.",
  iosNotSafari: 'On iPhone and iPad, apps are added from Safari: open this page there first.',
  otherDevices: 'Other phones',
  shareIcon: 'Share',
});
