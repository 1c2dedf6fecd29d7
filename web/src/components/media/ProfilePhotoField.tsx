import { MEDIA_TEXT, PHOTO_TYPES } from "../../../../domain/media";
import { Button } from "../ui/Button";
import { FILE_BUTTON, UploadErrors, UploadProgress } from "./UploadProgress";
import { useSingleUpload } from "./useUploads";

export interface ProfilePhotoFieldProps {
  label: string;
  /** The photo's URL, or null when there is none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** A message about the field from the form, shown with the upload errors. */
  error?: string | null;
}

/** One round profile photo: choose (resized and uploaded with its progress), change or remove. */
export function ProfilePhotoField({ label, value, onChange, error = null }: ProfilePhotoFieldProps) {
  const { inputId, errorsId, pending, busy, allErrors, onFile } = useSingleUpload(
    "photo",
    (media) => onChange(media.url),
    error,
  );

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 block text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt={label}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full object-cover ring-1 ring-stone-200 dark:ring-stone-700"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-stone-100 text-3xl text-stone-400 dark:bg-stone-800"
          >
            ?
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={inputId}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            disabled={busy}
            onChange={onFile}
            aria-describedby={allErrors.length ? errorsId : undefined}
            className="peer sr-only"
          />
          <label htmlFor={inputId} className={FILE_BUTTON}>
            {value ? MEDIA_TEXT.changePhoto : MEDIA_TEXT.choosePhoto}
          </label>
          {value && (
            <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
              {MEDIA_TEXT.removePhoto}
            </Button>
          )}
        </div>
      </div>
      <UploadProgress uploads={pending} />
      <UploadErrors id={errorsId} errors={allErrors} />
    </fieldset>
  );
}
