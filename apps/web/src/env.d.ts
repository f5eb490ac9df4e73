/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin; unset means the app's own origin (the server also serves the app). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
