/// <reference types="vite/client" />

/** Build id of this client bundle (see vite.config.ts); empty in development and tests. */
declare const __BUILD_HASH__: string;
