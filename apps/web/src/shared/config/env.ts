/** The image host the server wrote into the page (its IMAGE_BASE_URL), if any. */
const servedImageBase = () =>
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLMetaElement>('meta[name="image-base"]')?.content ?? '');

/** Configuration, read once: the server's page first, then the build's. */
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  imageBaseUrl: servedImageBase() || import.meta.env.VITE_IMAGE_BASE_URL || '/img/',
  appVersion: __APP_VERSION__,
} as const;

/** Product name shown in titles. */
export const PRODUCT_NAME = 'PisoPlay';

/** The operator's social page: where 'Exit' on the terms gate leaves to. */
export const OPERATOR_SOCIAL_URL = 'https://www.facebook.com/pisoplay.ph';

/** The national gaming regulator's site, linked from the Responsible Gaming block. */
export const REGULATOR_URL = 'https://www.pagcor.ph/';
