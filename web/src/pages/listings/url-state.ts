import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

export type Patch = Record<string, string | number | null | undefined>;

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (typing, corrections). */
  replace?: boolean;
}

/**
 * The query string as the page's state. `update` merges a patch (null or "" removes a key) into the
 * latest URL, so a debounced call made several renders ago never undoes a newer change; a patch that changes
 * nothing adds no history entry.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;

  const update = useCallback(
    (patch: Patch, { replace = false }: UpdateOptions = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );
  return [params, update] as const;
}

export const TYPING_DELAY_MS = 400;

/**
 * A text field bound to a URL value: what the reader types shows at once and reaches the URL after a pause.
 * The first change of an editing session adds a history entry (so Back undoes the whole edit); later ones
 * replace it. A URL change from elsewhere (Back, Clear filters) resets the field.
 */
export function useUrlDraft(urlValue: string, commit: (value: string, options: UpdateOptions) => void) {
  const [draft, setDraft] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    // Our own commit comes back trimmed; keep the reader's trailing space rather than eat it mid-word.
    if (urlValue !== draft.trim()) setDraft(urlValue);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef(false);
  const pushed = useRef(false);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback((value: string) => {
    clearTimeout(timer.current);
    pending.current = false;
    commitRef.current(value.trim(), { replace: pushed.current });
    pushed.current = true;
  }, []);

  return {
    value: draft,
    onChange: (value: string) => {
      setDraft(value);
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(value), TYPING_DELAY_MS);
    },
    /** Enter: apply now. */
    flush: () => send(draft),
    /** Leaving the field ends the editing session; a pending change is applied first. */
    onBlur: () => {
      if (pending.current) send(draft);
      pushed.current = false;
    },
  };
}
