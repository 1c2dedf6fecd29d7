import { Link } from "react-router";
import type { ListingStatus } from "../../../../domain/vocabulary";
import { buttonClass } from "../../components/ui/Button";

export type Intent = "save" | "publish" | "unpublish";

const PENDING_REASON =
  "Publishing opens once your host profile is approved. Until then you can save drafts and preview them.";

/**
 * The editor's buttons. A draft (or new listing) is saved or published; a published one is saved or unpublished.
 * A pending host's Publish stays visible but unavailable, with the reason next to it.
 */
export function EditorActions({
  status,
  approved,
  busy,
  dirty,
  failure,
  previewPath,
  onIntent,
}: {
  status: ListingStatus | null;
  approved: boolean;
  busy: Intent | null;
  dirty: boolean;
  failure: string | null;
  previewPath: string | null;
  onIntent: (intent: Intent) => void;
}) {
  const published = status === "published";
  const working = (intent: Intent, label: string, doing: string) => (busy === intent ? doing : label);
  return (
    <div className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-6 dark:bg-stone-900 dark:ring-white/10">
      {failure && (
        <p
          id="listing-failure"
          role="alert"
          className="rounded-2xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy !== null}
          aria-busy={busy === "save" || undefined}
          className={buttonClass({ variant: published ? "primary" : "secondary" })}
        >
          {working("save", published ? "Save changes" : "Save draft", "Saving…")}
        </button>
        {published ? (
          <button
            type="button"
            disabled={busy !== null}
            aria-busy={busy === "unpublish" || undefined}
            onClick={() => onIntent("unpublish")}
            className={buttonClass({ variant: "secondary" })}
          >
            {working("unpublish", "Unpublish", "Unpublishing…")}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy !== null}
            aria-disabled={!approved || undefined}
            aria-busy={busy === "publish" || undefined}
            aria-describedby={approved ? undefined : "publish-reason"}
            onClick={() => approved && onIntent("publish")}
            className={`${buttonClass()} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
          >
            {working("publish", "Publish", "Publishing…")}
          </button>
        )}
        {previewPath && (
          <Link
            to={previewPath}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
          >
            {published ? "View listing" : "Preview"}
          </Link>
        )}
      </div>
      {!approved && !published && (
        <p id="publish-reason" className="text-sm text-stone-600 dark:text-stone-300">
          {PENDING_REASON}
        </p>
      )}
      <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
        {dirty ? "You have unsaved changes." : status ? "All changes saved." : ""}
      </p>
    </div>
  );
}
