/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own
 * `useSyncExternalStore`. react-i18next imports the shim for older Reacts; vite.config.ts
 * resolves the shim to this module, so the page does not carry the shim's fallback for a
 * React it never runs on.
 */
export { useSyncExternalStore } from 'react';
