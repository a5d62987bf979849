/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; '' means the same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Where relative image paths are served from; default '/img/'. */
  readonly VITE_IMAGE_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The web app's package version, injected by Vite. */
declare const __APP_VERSION__: string;
