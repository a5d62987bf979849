import { defineTranslation } from '@/shared/i18n/define-copy';
import type { DOWNLOAD_COPY } from './copy';

export const DOWNLOAD_FIL = defineTranslation<typeof DOWNLOAD_COPY>('download', {
  title: 'I-download',
  heading: 'PisoPlay sa home screen mo',
  intro:
    'I-install ang PisoPlay bilang app: walang app store, walang malaking download. Bumubukas ito nang full screen mula sa sarili nitong icon at laging pinakabagong version ang tumatakbo.',
  benefit1: 'Isang tap lang mula sa home screen mo',
  benefit2: 'Full screen, walang browser bar',
  benefit3: 'Mas mababa sa 1 MB, kusang nag-a-update',
  install: 'I-install ang PisoPlay',
  installing: 'Ini-install…',
  installedTitle: 'Naka-install na ang PisoPlay',
  installedText: 'Buksan ito mula sa PisoPlay icon sa home screen mo.',
  androidTitle: 'Android (Chrome)',
  androidPrompt: 'I-tap ang button para idagdag ang PisoPlay sa home screen mo.',
  androidStep1: 'Buksan ang page na ito sa Chrome.',
  androidStep2: 'I-tap ang menu (⋮) sa kanang itaas.',
  androidStep3: "I-tap ang 'Install app' o 'Add to Home screen'.",
  androidStep4: "I-tap ang 'Install' para kumpirmahin.",
  iosTitle: 'iPhone at iPad (Safari)',
  iosStep1: 'Buksan ang page na ito sa Safari.',
  iosStep2: 'I-tap ang Share button (ang parisukat na may arrow) sa toolbar.',
  iosStep3: "Mag-scroll pababa at i-tap ang 'Add to Home Screen'.",
  iosStep4: "I-tap ang 'Add' sa kanang itaas.",
  iosNotSafari:
    'Sa iPhone at iPad, sa Safari nagdadagdag ng app: buksan muna ang page na ito doon.',
  otherDevices: 'Ibang phone',
  shareIcon: 'Share',
});
