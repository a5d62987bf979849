/** Texts of the download page (/s-download). */
export const DOWNLOAD_COPY = {
  title: 'Download',
  heading: 'PisoPlay on your home screen',
  intro:
    'Install PisoPlay as an app: no app store, no large download. It opens full screen from its own icon and always runs the latest version.',
  benefits: [
    'One tap from your home screen',
    'Full screen, without the browser bar',
    'Less than 1 MB, updates itself',
  ],
  install: 'Install PisoPlay',
  installing: 'Installing…',
  installedTitle: 'PisoPlay is installed',
  installedText: 'Open it from the PisoPlay icon on your home screen.',
  androidTitle: 'Android (Chrome)',
  androidPrompt: 'Tap the button to add PisoPlay to your home screen.',
  androidSteps: [
    'Open this page in Chrome.',
    'Tap the menu (⋮) at the top right.',
    "Tap 'Install app' or 'Add to Home screen'.",
    "Tap 'Install' to confirm.",
  ],
  iosTitle: 'iPhone and iPad (Safari)',
  iosSteps: [
    'Open this page in Safari.',
    'Tap the Share button (the square with an arrow) in the toolbar.',
    "Scroll down and tap 'Add to Home Screen'.",
    "Tap 'Add' at the top right.",
  ],
  iosNotSafari: 'On iPhone and iPad, apps are added from Safari: open this page there first.',
  otherDevices: 'Other phones',
  shareIcon: 'Share',
} as const;
