import { MEDIA_LIMITS, type MediaPurpose, type UploadedMedia } from "../../../domain/media";
import { ApiRequestError, responseError, urlFor } from "./api";
import { appFetch, transport } from "./transport";

const RESIZABLE = new Set(["image/jpeg", "image/png", "image/webp"]);

/** The scaled size of a w×h image whose longest side must not exceed maxSide (unchanged when it already fits). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, type === "image/png" ? undefined : 0.88));
}

/**
 * A photo whose longest side is at most `maxSide` px, scaled in the browser with a canvas (the EXIF orientation is
 * applied by the decoder). Images that already fit, PDFs, AVIF and anything the browser cannot decode are returned
 * as they are: the server decides what it accepts from the bytes.
 */
export async function resizeImage(file: File, maxSide: number = MEDIA_LIMITS.maxImageSide): Promise<Blob> {
  if (!RESIZABLE.has(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    if (size.width === bitmap.width && size.height === bitmap.height) return file;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    // PNG stays PNG (it may be a screenshot with text or transparency); photos become JPEG or WebP as they were.
    const blob = await canvasToBlob(canvas, file.type);
    return blob && blob.size > 0 ? blob : file;
  } finally {
    bitmap.close();
  }
}

export interface UploadOptions {
  purpose?: MediaPurpose;
  /** The name sent with the file (only used in error messages and logs; the server names files by their bytes). */
  filename?: string;
  /** Called with the fraction sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/media with one file (multipart, same-origin cookies), through XMLHttpRequest so the upload's progress
 * can be shown. Resolves with the stored file; throws ApiRequestError with the server's code and message (status 0
 * and code "network_error" when the request never completed, "aborted" when the signal aborted it).
 */
export function uploadMedia(blob: Blob, options: UploadOptions = {}): Promise<UploadedMedia> {
  const { purpose = "photo", filename, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiRequestError(0, "aborted", "Upload cancelled"));
      return;
    }
    const form = new FormData();
    form.append("purpose", purpose);
    form.append("file", blob, filename ?? (blob instanceof File ? blob.name : "upload"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", urlFor("POST /api/media"));
    xhr.withCredentials = false;
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(transport()?.headers() ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress?.(1);
        resolve((transport()?.answer(body) ?? body) as UploadedMedia);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiRequestError(xhr.status, error?.code ?? "http_error", error?.message ?? xhr.statusText));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiRequestError(0, "network_error", "The upload did not reach the server. Check your connection."));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiRequestError(0, "aborted", "Upload cancelled"));
    };
    xhr.send(form);
  });
}

/** DELETE /api/media/<key>; a 404 (already gone, or never ours) counts as done. */
export async function deleteMedia(key: string): Promise<void> {
  const res = await appFetch(urlFor("DELETE /api/media/:key{.+}", { params: { key } }), {
    method: "DELETE",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (res.ok || res.status === 404) return;
  throw await responseError(res);
}
