import { MEDIA_TEXT } from "../../../../domain/media";
import { buttonClass } from "../ui/Button";
import type { PendingUpload } from "./useUploads";

/** A visible progress bar per file being uploaded, named "Uploading <file name>". */
export function UploadProgress({ uploads }: { uploads: PendingUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {uploads.map((u) => {
        const percent = Math.round(u.progress * 100);
        return (
          <li key={u.id} className="text-sm">
            <div className="mb-1 flex justify-between gap-2 text-stone-700 dark:text-stone-200">
              <span className="truncate">{MEDIA_TEXT.uploading(u.name)}</span>
              <span aria-hidden="true">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={MEDIA_TEXT.uploading(u.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-700"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The field's refusals, as text next to it. */
export function UploadErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm font-medium text-red-700 dark:text-red-400">
      {errors.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same sentence may appear twice in one batch
        <li key={`${i}-${e}`}>{e}</li>
      ))}
    </ul>
  );
}

/**
 * Classes of the label that opens a visually hidden file input (the input keeps the keyboard focus): the kit's
 * small secondary button, so it matches the Remove button beside it (`<Button variant="secondary" size="sm">`).
 */
export const FILE_BUTTON = `${buttonClass({ variant: "secondary", size: "sm" })} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`;

export const SMALL_BUTTON =
  "rounded-lg border border-stone-300 bg-white/95 px-2 py-1 text-xs font-semibold text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-stone-600 dark:bg-stone-900/95 dark:text-white dark:hover:bg-stone-800";
