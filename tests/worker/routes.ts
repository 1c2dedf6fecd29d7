import { app } from "../../worker/app";

/**
 * Every route the worker registers, as "METHOD pattern" (Hono's `app.routes`): the API, the auth service, the
 * WebSocket upgrades, and the files, feeds and local tools outside them. Left out: middleware and the catch-alls
 * that answer 404 or the web app's pages (patterns ending in a bare `/*`). The gates (the authorization matrix and
 * the fuzzing) compare their tables with this list, so a new route fails them until it has its rows.
 */
export function registeredRoutes(): string[] {
  const keys = new Set<string>();
  for (const r of app.routes) {
    if (r.path.endsWith("*") && !r.path.includes("{")) continue;
    keys.add(`${r.method} ${r.path}`);
  }
  return [...keys].sort();
}
