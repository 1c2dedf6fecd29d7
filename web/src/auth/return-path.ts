import { BRAND } from "../../../domain/brand";
import { RETURN_PARAM, safeReturnPath } from "../../../domain/return-path";

/**
 * The page a guest will come back to after signing in (issue 14). It arrives as `/auth?redirect=<path>`; it is
 * kept in the tab's session storage while the person signs up, confirms and completes a profile (screens that do
 * not carry the query), and forgotten once followed or at sign-out. Only same-site paths are kept.
 */
const KEY = `${BRAND.storagePrefix}:return-to`;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the return path of an /auth address's query, when it has a valid one. */
export function rememberReturnPath(search: string): void {
  const path = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (path) store()?.setItem(KEY, path);
}

/** The return path: the one in `search`, else the remembered one, else null. */
export function pendingReturnPath(search = ""): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? safeReturnPath(store()?.getItem(KEY));
}

export function forgetReturnPath(): void {
  store()?.removeItem(KEY);
}
