import { ascii, corrupt } from "./bytes";
import type { CleanImage } from "./types";

/**
 * A PDF (private documents only): the header and an end-of-file marker near the end must be there, so a truncated
 * upload is refused. Stored as it is; only admins ever read it, as a download.
 */
export function cleanPdf(b: Uint8Array): CleanImage {
  if (ascii(b, 0, 5) !== "%PDF-") corrupt("no PDF header");
  const tail = ascii(b, Math.max(0, b.length - 1024), 1024);
  if (!tail.includes("%%EOF")) corrupt("no %%EOF: the file is incomplete");
  return { bytes: b, contentType: "application/pdf", width: null, height: null };
}
