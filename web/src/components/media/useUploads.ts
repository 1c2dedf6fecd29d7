import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { MEDIA_LIMITS, type MediaPurpose, type UploadedMedia, uploadErrorText } from "../../../../domain/media";
import { ApiRequestError } from "../../lib/api";
import { resizeImage, uploadMedia } from "../../lib/upload";

/** One file on its way to the server. */
export interface PendingUpload {
  id: string;
  name: string;
  /** 0..1 */
  progress: number;
}

let nextId = 0;

/**
 * Uploads files one after another with their progress (resized in the browser first), collecting refusals as
 * sentences for the field. `onUploaded` gets each stored file; uploads still running when the field unmounts are
 * cancelled.
 */
export function useUploads(purpose: MediaPurpose, onUploaded: (media: UploadedMedia, file: File) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const controllers = useRef(new Set<AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const c of live) c.abort();
    };
  }, []);

  const uploadOne = useCallback(
    async (file: File, id: string) => {
      const progress = (fraction: number) =>
        setPending((list) => list.map((p) => (p.id === id ? { ...p, progress: fraction } : p)));
      const controller = new AbortController();
      controllers.current.add(controller);
      try {
        if (file.size === 0) throw new ApiRequestError(400, "empty_file", "");
        const blob = await resizeImage(file);
        if (blob.size > MEDIA_LIMITS.maxBytes) throw new ApiRequestError(413, "file_too_large", "");
        const media = await uploadMedia(blob, {
          purpose,
          filename: file.name,
          onProgress: progress,
          signal: controller.signal,
        });
        onUploadedRef.current(media, file);
      } catch (err) {
        const code = err instanceof ApiRequestError ? err.code : "upload_failed";
        if (code !== "aborted") setErrors((list) => [...list, uploadErrorText(code, file.name)]);
      } finally {
        controllers.current.delete(controller);
        setPending((list) => list.filter((p) => p.id !== id));
      }
    },
    [purpose],
  );

  /**
   * Uploads the files in order (all of them count as pending at once, so a field's room is right while they wait);
   * a new batch clears the previous batch's errors.
   */
  const upload = useCallback(
    async (files: File[], extraErrors: string[] = []) => {
      setErrors(extraErrors);
      const batch = files.map((file) => ({ file, id: `upload-${++nextId}` }));
      setPending((list) => [...list, ...batch.map(({ file, id }) => ({ id, name: file.name, progress: 0 }))]);
      for (const { file, id } of batch) await uploadOne(file, id);
    },
    [uploadOne],
  );

  return { pending, errors, upload, clearErrors: () => setErrors([]) };
}

/**
 * A field that takes one file at a time (a profile photo, an ID document): its ids, the file input's change handler
 * (the input is emptied so the same file can be chosen again), whether an upload is running, and the form's own
 * `error` shown first among the upload errors.
 */
export function useSingleUpload(
  purpose: MediaPurpose,
  onUploaded: (media: UploadedMedia, file: File) => void,
  error: string | null,
) {
  const id = useId();
  const { pending, errors, upload } = useUploads(purpose, onUploaded);
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (file) void upload([file]);
  };
  return {
    id,
    inputId: `${id}-input`,
    errorsId: `${id}-errors`,
    pending,
    busy: pending.length > 0,
    allErrors: error ? [error, ...errors] : errors,
    onFile,
  };
}
