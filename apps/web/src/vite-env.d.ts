/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when the API is not served from the same origin as the app; empty by default. */
  readonly VITE_API_URL?: string;
  /** Invite link of the community chat shown in the footer; without it the footer points to the Support page. */
  readonly VITE_DISCORD_URL?: string;
  /** Page-view endpoint fixed at build time (PAGE_VIEW_URL, see vite.config.ts); the server's run-time one wins. */
  readonly VITE_PAGE_VIEW_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
