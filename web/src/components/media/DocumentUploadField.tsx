import { useState } from "react";
import { DOCUMENT_TYPES, formatBytes, MEDIA_TEXT } from "../../../../domain/media";
import { DocumentIcon } from "../icons";
import { Button } from "../ui/Button";
import { FILE_BUTTON, UploadErrors, UploadProgress } from "./UploadProgress";
import { useSingleUpload } from "./useUploads";

export interface DocumentUploadFieldProps {
  label: string;
  /** The private document's key (`private/docs/…`), or null. */
  value: string | null;
  onChange: (key: string | null) => void;
  /** A message about the field from the form, shown with the upload errors. */
  error?: string | null;
}

/**
 * A private document (ID or licence): a photo or PDF uploaded with purpose "document". Shows the file's name once
 * uploaded; never links to it (only admins can open it, from their review page).
 */
export function DocumentUploadField({ label, value, onChange, error = null }: DocumentUploadFieldProps) {
  const [uploaded, setUploaded] = useState<{ key: string; name: string; bytes: number } | null>(null);
  const { id, inputId, errorsId, pending, busy, allErrors, onFile } = useSingleUpload(
    "document",
    (media, file) => {
      setUploaded({ key: media.key, name: file.name, bytes: media.bytes });
      onChange(media.key);
    },
    error,
  );
  const shown = value && uploaded?.key === value ? uploaded : null;

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-stone-600 dark:text-stone-300">
        {MEDIA_TEXT.documentHint}
      </p>
      {value && (
        <p className="mb-2 flex items-center gap-2 rounded-xl bg-sand-100 px-3 py-2 text-sm dark:bg-stone-800">
          <DocumentIcon className="shrink-0 text-stone-500 dark:text-stone-400" />
          <span className="min-w-0 flex-1 truncate">
            {shown ? (
              <>
                <span className="font-medium">{shown.name}</span> uploaded ({formatBytes(shown.bytes)})
              </>
            ) : (
              "Document uploaded"
            )}
          </span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept={[...DOCUMENT_TYPES, ".pdf"].join(",")}
          disabled={busy}
          onChange={onFile}
          aria-describedby={`${id}-hint${allErrors.length ? ` ${errorsId}` : ""}`}
          className="peer sr-only"
        />
        <label htmlFor={inputId} className={FILE_BUTTON}>
          {value ? MEDIA_TEXT.replaceFile : MEDIA_TEXT.chooseFile}
        </label>
        {value && (
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            {MEDIA_TEXT.removeFile}
          </Button>
        )}
      </div>
      <UploadProgress uploads={pending} />
      <UploadErrors id={errorsId} errors={allErrors} />
    </fieldset>
  );
}
