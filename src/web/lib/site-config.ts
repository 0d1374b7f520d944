/**
 * The runtime site settings (`GET /api/site-config`, e.g. the support address) for the footer and
 * the contact pages. Fetched once per page load and shared by every caller. The public pages live
 * outside the TanStack Query provider to keep their JS small (docs/decisions/0005), so this one
 * read uses a tiny external store instead.
 */
import { useSyncExternalStore } from "react";
import type { SiteConfig } from "#shared/site/config.ts";

let config: SiteConfig | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load() {
  if (requested) return;
  requested = true;
  fetch("/api/site-config", { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<SiteConfig>) : null))
    .then((loaded) => {
      config = loaded;
      for (const listener of listeners) listener();
    })
    // Unavailable settings only hide what depends on them; the next page load tries again.
    .catch(() => {});
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The site settings once loaded; null before (and in prerendered HTML) or when unavailable. */
export function useSiteConfig(): SiteConfig | null {
  return useSyncExternalStore(
    subscribe,
    () => config,
    () => null,
  );
}
