import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { MEDIA_TEXT, PHOTO_TYPES } from "../../../../domain/media";
import { FILE_BUTTON, SMALL_BUTTON, UploadErrors, UploadProgress } from "./UploadProgress";
import { useUploads } from "./useUploads";

export interface PhotoListEditorProps {
  /** The field's visible name, e.g. "Photos". */
  label: string;
  /** Photo URLs in order; the first is the cover. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** Most photos allowed (12 by default). */
  max?: number;
  /** A message about the field from the form (e.g. the server's "images: …"), shown with the upload errors. */
  error?: string | null;
  /** The first photo is the cover (a listing's); false for photos that have none (a review's). */
  cover?: boolean;
}

type Action = "cover" | "earlier" | "later" | "remove";

/**
 * An ordered list of photos: upload several (resized in the browser, each with its progress bar), reorder with
 * buttons (keyboard-usable; focus follows the moved photo), make one the cover (the first), remove. Removing only
 * takes the photo out of the list: the server deletes an upload once the saved listing no longer uses it and nothing
 * else does (or, never saved, a day later), so a form that is not saved loses nothing.
 */
export function PhotoListEditor({
  label,
  value,
  onChange,
  max = 12,
  error = null,
  cover = true,
}: PhotoListEditorProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorsId = `${id}-errors`;
  const valueRef = useRef(value);
  valueRef.current = value;
  const [announcement, setAnnouncement] = useState("");
  const [focusTarget, setFocusTarget] = useState<{ url: string; action: Action } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement>(null);

  const { pending, errors, upload } = useUploads("photo", (media) => {
    if (!media.url || valueRef.current.includes(media.url)) return;
    const next = [...valueRef.current, media.url];
    valueRef.current = next;
    onChange(next);
  });

  useEffect(() => {
    if (!focusTarget) return;
    const order: Action[] = [focusTarget.action, "later", "earlier", "remove"];
    for (const action of order) {
      const el = buttons.current.get(`${focusTarget.url}|${action}`);
      if (el && !el.disabled) {
        el.focus();
        break;
      }
    }
    setFocusTarget(null);
  }, [focusTarget]);

  const room = Math.max(0, max - value.length - pending.length);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (files.length === 0) return;
    const accepted = files.slice(0, room);
    void upload(accepted, files.length > accepted.length ? [MEDIA_TEXT.tooMany(max)] : []);
  };

  const move = (from: number, to: number, action: Action) => {
    if (to < 0 || to >= value.length || from === to) return;
    const url = value[from];
    if (url === undefined) return;
    const next = value.filter((_, i) => i !== from);
    next.splice(to, 0, url);
    onChange(next);
    setAnnouncement(
      to === 0 && cover
        ? `Photo ${from + 1} is now the cover.`
        : `Photo moved to position ${to + 1} of ${value.length}.`,
    );
    setFocusTarget({ url, action });
  };

  const remove = (index: number) => {
    const url = value[index];
    if (url === undefined) return;
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setAnnouncement(`Photo ${index + 1} removed.`);
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) setFocusTarget({ url: neighbour, action: "remove" });
    else inputRef.current?.focus();
  };

  const ref = (url: string, action: Action) => (el: HTMLButtonElement | null) => {
    const k = `${url}|${action}`;
    if (el) buttons.current.set(k, el);
    else buttons.current.delete(k);
  };

  const allErrors = error ? [error, ...errors] : errors;

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-stone-600 dark:text-stone-300">
        {cover ? MEDIA_TEXT.photosHint : MEDIA_TEXT.unorderedPhotosHint} {value.length} of {max}.
      </p>
      {value.length > 0 && (
        <ol aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {value.map((url, i) => (
            <li
              key={url}
              className="overflow-hidden rounded-xl border border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900"
            >
              <div className="relative aspect-[4/3] bg-stone-100 dark:bg-stone-800">
                <img
                  src={url}
                  alt={`${label}: ${i + 1} of ${value.length}`}
                  loading="lazy"
                  className="size-full object-cover"
                />
                {cover && i === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {MEDIA_TEXT.cover}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-1 p-2">
                {cover && i > 0 && (
                  <button
                    type="button"
                    ref={ref(url, "cover")}
                    className={SMALL_BUTTON}
                    onClick={() => move(i, 0, "cover")}
                  >
                    {MEDIA_TEXT.makeCover}
                  </button>
                )}
                <button
                  type="button"
                  ref={ref(url, "earlier")}
                  className={SMALL_BUTTON}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, "earlier")}
                >
                  {MEDIA_TEXT.moveEarlier}
                </button>
                <button
                  type="button"
                  ref={ref(url, "later")}
                  className={SMALL_BUTTON}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1, "later")}
                >
                  {MEDIA_TEXT.moveLater}
                </button>
                <button
                  type="button"
                  ref={ref(url, "remove")}
                  className={`${SMALL_BUTTON} text-red-700 dark:text-red-300`}
                  onClick={() => remove(i)}
                >
                  {MEDIA_TEXT.removePhoto}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <UploadProgress uploads={pending} />
      <div className="mt-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(",")}
          disabled={room === 0}
          onChange={onFiles}
          aria-describedby={`${id}-hint${allErrors.length ? ` ${errorsId}` : ""}`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${FILE_BUTTON} ${room === 0 ? "cursor-not-allowed opacity-50" : ""}`}
          aria-disabled={room === 0 || undefined}
        >
          {MEDIA_TEXT.addPhotos}
        </label>
      </div>
      <UploadErrors id={errorsId} errors={allErrors} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
