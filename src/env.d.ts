/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Network the build talks to: local (default), devnet, testnet or mainnet. */
  readonly PUBLIC_NETWORK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
