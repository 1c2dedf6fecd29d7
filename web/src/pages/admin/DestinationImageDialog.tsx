import { type FormEvent, useId, useState } from "react";
import type { DestinationImage } from "../../../../domain/api/destination-images";
import type { HomeResponse } from "../../../../domain/api/home";
import { FEATURED_COUNTRIES } from "../../../../domain/featured";
import { MEDIA_TEXT, PHOTO_TYPES } from "../../../../domain/media";
import { destinationAltText, MESSAGES } from "../../../../domain/messages";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { Field, Select, TextInput } from "../../components/form/Field";
import { FILE_BUTTON, UploadErrors, UploadProgress } from "../../components/media/UploadProgress";
import { useSingleUpload } from "../../components/media/useUploads";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { ApiRequestError, call } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { useToast } from "../../lib/toast";

/** The admin page's query of the 18 pictures (refreshed after a change; dropped at sign-out). */
export const DESTINATION_IMAGES_KEY = [PERSONAL_QUERY_KEY, "admin-destination-images"] as const;

/** What the dialog starts from: a country's current picture (the home page knows only its address and alt text). */
export interface DestinationImageStart {
  country: string;
  image_url: string | null;
  alt_text: string | null;
  /** False when the country shows its default picture (nothing to reset); unknown on the home page. */
  custom?: boolean;
}

/** The home page's data, patched so its destinations show the change at once (its answer is cached a minute). */
function showOnHome(image: DestinationImage) {
  queryClient.setQueryData<HomeResponse>(["home"], (home) =>
    home
      ? {
          ...home,
          countries: home.countries.map((c) =>
            c.country === image.country
              ? { ...c, image_url: image.image_url, alt_text: image.custom ? image.alt_text : null }
              : c,
          ),
        }
      : home,
  );
  void queryClient.invalidateQueries({ queryKey: DESTINATION_IMAGES_KEY });
}

/** The picture a preview shows, or the "Failed to load image" placeholder when it cannot be loaded (spec §8). */
function Preview({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-100 p-4 text-center text-sm text-stone-600 dark:bg-stone-800 dark:text-stone-300">
        No image chosen yet
      </div>
    );
  }
  if (failed === url) {
    return (
      <div
        role="img"
        aria-label={MESSAGES.destinationImageLoadFailed}
        className="flex aspect-[4/3] items-center justify-center rounded-2xl border border-dashed border-red-300 bg-red-50 p-4 text-center text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {MESSAGES.destinationImageLoadFailed}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      onError={() => setFailed(url)}
      className="aspect-[4/3] w-full rounded-2xl object-cover ring-1 ring-stone-200 dark:ring-stone-700"
    />
  );
}

/**
 * Spec §4 "Destination image editing": country, an image (an address or an upload), alt text defaulting to
 * "{country} destination", a preview; Save requires country and image (else "Please fill in all required
 * fields"), Reset to default removes the admin's picture. An https address is imported by the server (never
 * hotlinked): the saved picture is this site's copy. Loaded only when an admin opens it.
 */
export function DestinationImageDialog({
  start,
  onClose,
}: {
  start: DestinationImageStart;
  onClose: (saved?: DestinationImage) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [country, setCountry] = useState(start.country);
  const [url, setUrl] = useState(start.image_url ?? "");
  const [alt, setAlt] = useState(start.alt_text && start.custom !== false ? start.alt_text : "");
  const [busy, setBusy] = useState<"save" | "reset" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useSingleUpload("photo", (media) => media.url && setUrl(media.url), null);
  const placeholder = country ? destinationAltText(country) : "";

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!country || !url.trim()) {
      toast(MESSAGES.requiredFields, "error");
      setProblem(MESSAGES.requiredFields);
      return;
    }
    setBusy("save");
    try {
      const { image } = await call("PUT /api/admin/destination-images/:country", {
        params: { country },
        body: { image_url: url.trim(), alt_text: alt.trim() },
      });
      showOnHome(image);
      toast(MESSAGES.destinationImageUpdated, "success");
      onClose(image);
    } catch (err) {
      toast(MESSAGES.destinationImageUpdateFailed, "error");
      setProblem(
        err instanceof ApiRequestError && err.status < 500 ? err.message : MESSAGES.destinationImageUpdateFailed,
      );
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    setProblem(null);
    if (!country) {
      toast(MESSAGES.requiredFields, "error");
      return;
    }
    setBusy("reset");
    try {
      const { image } = await call("DELETE /api/admin/destination-images/:country", { params: { country } });
      showOnHome(image);
      toast(MESSAGES.destinationImageReset, "success");
      onClose(image);
    } catch {
      toast(MESSAGES.destinationImageResetFailed, "error");
      setProblem(MESSAGES.destinationImageResetFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} title="Edit destination image" size="md">
      <form onSubmit={save} noValidate className="mt-4 space-y-4">
        <Field id={`${id}-country`} label="Country">
          <Select value={country} onChange={(e) => setCountry(e.target.value)} required>
            <option value="">Choose a country</option>
            {FEATURED_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${id}-url`}
          label="Image URL"
          hint="A photo on this site, or an https address: we keep our own copy, the site never loads it from there."
        >
          <TextInput
            type="text"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            required
          />
        </Field>
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium">Or upload a photo</legend>
          <input
            id={upload.inputId}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            disabled={upload.busy}
            onChange={upload.onFile}
            aria-describedby={upload.allErrors.length ? upload.errorsId : undefined}
            className="peer sr-only"
          />
          <label htmlFor={upload.inputId} className={FILE_BUTTON}>
            {MEDIA_TEXT.choosePhoto}
          </label>
          <UploadProgress uploads={upload.pending} />
          <UploadErrors id={upload.errorsId} errors={upload.allErrors} />
        </fieldset>
        <Field id={`${id}-alt`} label="Alt text" hint={placeholder ? `Left empty: “${placeholder}”.` : undefined}>
          <TextInput value={alt} onChange={(e) => setAlt(e.target.value)} placeholder={placeholder} maxLength={200} />
        </Field>
        <div>
          <p className="mb-1 text-sm font-medium">Preview</p>
          <Preview url={url.trim()} alt={alt.trim() || placeholder} />
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" size="md" onClick={() => onClose()} disabled={busy !== null}>
            Cancel
          </Button>
          <Button variant="secondary" size="md" onClick={reset} disabled={busy !== null || start.custom === false}>
            {busy === "reset" ? "Resetting…" : "Reset to default"}
          </Button>
          <Button type="submit" size="md" disabled={busy !== null || upload.busy}>
            {busy === "save" ? "Saving…" : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
